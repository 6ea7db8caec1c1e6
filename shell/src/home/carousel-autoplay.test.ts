import { startAutoplay } from './carousel-autoplay';

describe('startAutoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves every delay, not before', () => {
    const advance = jest.fn();
    startAutoplay(5_000, advance);
    jest.advanceTimersByTime(4_999);
    expect(advance).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('holds while any reason holds it and waits a full delay once the last one lets go', () => {
    const advance = jest.fn();
    const autoplay = startAutoplay(5_000, advance);
    jest.advanceTimersByTime(4_000);
    autoplay.hold('touch');
    autoplay.hold('offscreen');
    jest.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.release('touch');
    jest.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled(); // still off screen
    autoplay.release('offscreen');
    jest.advanceTimersByTime(4_999);
    expect(advance).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('leaves a running timer alone when a reason that did not hold it lets go', () => {
    const advance = jest.fn();
    const autoplay = startAutoplay(5_000, advance);
    jest.advanceTimersByTime(3_000);
    autoplay.release('offscreen'); // the first on-screen report
    jest.advanceTimersByTime(2_000);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('moves no more once ended, even when released after', () => {
    const advance = jest.fn();
    const autoplay = startAutoplay(5_000, advance);
    autoplay.hold('focus');
    autoplay.end();
    autoplay.release('focus');
    jest.advanceTimersByTime(60_000);
    expect(advance).not.toHaveBeenCalled();
  });
});
