import { ThrottleCache } from './throttle-cache';

describe('ThrottleCache', () => {
  it('shares one call inside the window and calls again after it', async () => {
    let now = 1000;
    const cache = new ThrottleCache(() => now);
    const call = jest.fn(async () => 'value');
    const first = cache.run('unread', 250, call);
    now += 249;
    const second = cache.run('unread', 250, call);
    expect(second).toBe(first);
    expect(call).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.run('unread', 250, call);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed call so a retry goes out', async () => {
    const cache = new ThrottleCache(() => 0);
    const failing = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(cache.run('k', 1000, failing)).rejects.toThrow('down');
    await expect(cache.run('k', 1000, failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
