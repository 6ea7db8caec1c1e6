import { leadingDebounce } from './leading-debounce';

describe('leadingDebounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once', () => {
    const fn = jest.fn();
    leadingDebounce(fn, 400)('T');
    expect(fn).toHaveBeenCalledWith('T');
  });

  it('holds calls within the wait and runs the latest once the burst is quiet', () => {
    const fn = jest.fn();
    const search = leadingDebounce(fn, 400);
    search('T');
    jest.advanceTimersByTime(100);
    search('Ti');
    jest.advanceTimersByTime(100);
    search('Tig');
    jest.advanceTimersByTime(399);
    expect(fn.mock.calls).toEqual([['T']]);
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['T'], ['Tig']]);
  });

  it('runs at once again after a quiet period', () => {
    const fn = jest.fn();
    const search = leadingDebounce(fn, 400);
    search('a');
    jest.advanceTimersByTime(400);
    search('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('does not repeat a leading call that had no follower', () => {
    const fn = jest.fn();
    leadingDebounce(fn, 400)('a');
    jest.advanceTimersByTime(2_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('drops a pending call when cancelled', () => {
    const fn = jest.fn();
    const search = leadingDebounce(fn, 400);
    search('a');
    search('ab');
    search.cancel();
    jest.advanceTimersByTime(1_000);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});
