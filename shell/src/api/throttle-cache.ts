/**
 * Calls of one endpoint with the same payload inside its throttle window share one promise
 * (SPEC: unread 250 ms, markAsRead 150 ms).
 */
export class ThrottleCache {
  private readonly entries = new Map<string, { at: number; promise: Promise<unknown> }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  run<T>(key: string, windowMs: number, call: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const at = this.now();
    if (hit && at - hit.at < windowMs) return hit.promise as Promise<T>;
    const promise = call();
    this.entries.set(key, { at, promise });
    promise.catch(() => this.entries.delete(key));
    return promise;
  }
}
