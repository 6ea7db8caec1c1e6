import { keyedCache } from './keyed-cache';

/** A load per call, answered when the test says. */
function loads() {
  const pending: ((value: string | null) => void)[] = [];
  const load = jest.fn(() => new Promise<string | null>((resolve) => pending.push(resolve)));
  return { load, answer: (value: string | null) => pending.shift()?.(value) };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('keyedCache', () => {
  it('keeps a value for its time, with one load in flight per key', async () => {
    let time = 0;
    const { load, answer } = loads();
    const get = keyedCache(
      load,
      () => 1_000,
      () => time,
    );
    const first = get('a');
    expect(get('a')).toBe(first);
    answer('one');
    await expect(first).resolves.toBe('one');
    time = 999;
    await expect(get('a')).resolves.toBe('one');
    expect(load).toHaveBeenCalledTimes(1);
    time = 1_000;
    const second = get('a');
    answer('two');
    await expect(second).resolves.toBe('two');
  });

  it('keeps a failed load as null for its own time', async () => {
    let time = 0;
    const load = jest.fn(() => Promise.reject(new Error('down')));
    const get = keyedCache(
      load,
      (value) => (value ? 1_000 : 10),
      () => time,
    );
    await expect(get('a')).resolves.toBeNull();
    await settle();
    time = 9;
    await get('a');
    expect(load).toHaveBeenCalledTimes(1);
    time = 10;
    await get('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers with the expired value while its refresh runs, when asked to', async () => {
    let time = 0;
    const { load, answer } = loads();
    const get = keyedCache(
      load,
      () => 1_000,
      () => time,
      { answerWhileRefreshing: true },
    );
    const first = get('a');
    answer('one');
    await first;
    time = 1_000;
    // Expired: the old value answers at once, and one refresh starts.
    await expect(get('a')).resolves.toBe('one');
    await expect(get('a')).resolves.toBe('one');
    expect(load).toHaveBeenCalledTimes(2);
    answer('two');
    await settle();
    await expect(get('a')).resolves.toBe('two');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for the refresh of a failure even then: there is nothing to answer with', async () => {
    let time = 0;
    const { load, answer } = loads();
    const get = keyedCache(
      load,
      (value) => (value ? 1_000 : 10),
      () => time,
      { answerWhileRefreshing: true },
    );
    const first = get('a');
    answer(null);
    await expect(first).resolves.toBeNull();
    await settle();
    time = 10;
    const second = get('a');
    answer('one');
    await expect(second).resolves.toBe('one');
  });

  it('keeps the expired value when its refresh fails, and tries again after the time of a failure', async () => {
    let time = 0;
    const { load, answer } = loads();
    const get = keyedCache(
      load,
      (value) => (value ? 1_000 : 10),
      () => time,
      { answerWhileRefreshing: true },
    );
    const first = get('a');
    answer('one');
    await first;
    time = 1_000;
    await expect(get('a')).resolves.toBe('one');
    answer(null);
    await settle();
    // The refresh failed: the old value still answers, without a new load, for the failure's time.
    await expect(get('a')).resolves.toBe('one');
    time = 1_009;
    await expect(get('a')).resolves.toBe('one');
    expect(load).toHaveBeenCalledTimes(2);
    time = 1_010;
    await expect(get('a')).resolves.toBe('one');
    expect(load).toHaveBeenCalledTimes(3);
    answer('two');
    await settle();
    await expect(get('a')).resolves.toBe('two');
  });

  it('refreshes a value asked for after refreshAfterMs beside it, so the request does not wait', async () => {
    let time = 0;
    const { load, answer } = loads();
    const get = keyedCache(
      load,
      (value) => (value ? 1_000 : 0),
      () => time,
      { refreshAfterMs: 400 },
    );
    const first = get('a');
    answer('one');
    await first;
    time = 399;
    await expect(get('a')).resolves.toBe('one');
    expect(load).toHaveBeenCalledTimes(1);
    // Old enough: the value answers, and one refresh starts beside it.
    time = 400;
    await expect(get('a')).resolves.toBe('one');
    await expect(get('a')).resolves.toBe('one');
    expect(load).toHaveBeenCalledTimes(2);
    answer('two');
    await settle();
    await expect(get('a')).resolves.toBe('two');
    // The new value's age counts from when it came.
    time = 799;
    await expect(get('a')).resolves.toBe('two');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never answers a value past its ttl: a failed refresh leaves it to expire and be read again', async () => {
    let time = 0;
    const { load, answer } = loads();
    const get = keyedCache(
      load,
      (value) => (value ? 1_000 : 0),
      () => time,
      { refreshAfterMs: 400 },
    );
    const first = get('a');
    answer('one');
    await first;
    time = 500;
    await expect(get('a')).resolves.toBe('one');
    answer(null);
    await settle();
    // Still within its time: it answers, and the next call may try again.
    time = 600;
    await expect(get('a')).resolves.toBe('one');
    expect(load).toHaveBeenCalledTimes(3);
    answer(null);
    await settle();
    // Expired: the call waits for a load of its own.
    time = 1_000;
    const late = get('a');
    expect(load).toHaveBeenCalledTimes(4);
    answer('two');
    await expect(late).resolves.toBe('two');
  });
});
