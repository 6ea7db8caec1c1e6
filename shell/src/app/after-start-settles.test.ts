import { afterStartSettles } from './after-start-settles';

describe('afterStartSettles', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task once the delay has passed, once', () => {
    const task = jest.fn();
    afterStartSettles(task, 3_000);
    jest.advanceTimersByTime(2_999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'scroll'])('runs it at once on a first %s', (type) => {
    const task = jest.fn();
    afterStartSettles(task, 60_000);
    window.dispatchEvent(new Event(type));
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits on when an element scrolls by itself (the winners board): only the page's scroll counts", () => {
    const task = jest.fn();
    afterStartSettles(task, 60_000);
    const board = document.createElement('ul');
    document.body.append(board);
    board.dispatchEvent(new Event('scroll')); // as the browser fires it: at the element, not bubbling
    expect(task).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('scroll', { bubbles: true })); // the page's own scroll
    expect(task).toHaveBeenCalledTimes(1);
    board.remove();
  });

  it('runs nothing once cancelled', () => {
    const task = jest.fn();
    const cancel = afterStartSettles(task, 1_000);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});
