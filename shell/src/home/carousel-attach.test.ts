import { afterNextFrame, playWhileVisible } from './carousel-attach';

describe('afterNextFrame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('attaches in a task after the next frame, not in the one that asked', () => {
    const attach = jest.fn();
    afterNextFrame(attach);
    expect(attach).not.toHaveBeenCalled();
    jest.advanceTimersByTime(16); // the frame (jsdom's requestAnimationFrame is a timer)
    jest.runOnlyPendingTimers(); // the task after it
    expect(attach).toHaveBeenCalledTimes(1);
  });

  it('attaches nothing once cancelled', () => {
    const attach = jest.fn();
    afterNextFrame(attach)();
    jest.runAllTimers();
    expect(attach).not.toHaveBeenCalled();
  });
});

describe('playWhileVisible', () => {
  const original = globalThis.IntersectionObserver;
  let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
  const disconnect = jest.fn();
  beforeEach(() => {
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {
        disconnect();
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('stops the autoplay off screen and plays it back on screen', () => {
    const autoplay = { play: jest.fn(), stop: jest.fn() };
    const unwatch = playWhileVisible(document.createElement('div'), autoplay);
    report([{ isIntersecting: true }]);
    expect(autoplay.play).not.toHaveBeenCalled(); // on screen from the start: its timer runs on
    report([{ isIntersecting: false }]);
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    expect(autoplay.play).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    unwatch();
    expect(disconnect).toHaveBeenCalled();
  });
});
