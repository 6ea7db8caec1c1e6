export interface KeyedCacheOptions {
  /**
   * An expired value (not a failure) still answers while its refresh is under way (one refresh per key), so
   * no request waits for it: for values whose staleness is checked where they are used (a remote's page-assets.json,
   * which the preloads use only while its entry's integrity is the one the manifest vouches for). A failed
   * refresh keeps the expired value rather than a null.
   */
  answerWhileRefreshing?: boolean;
  /**
   * A value (not a failure) older than this, and not yet expired, answers and starts one refresh beside
   * it: a key asked for often is never read in a request's path, and still never answers older than its
   * ttl (the merchant manifest: an operator's switch shows within its 5 s). A failed refresh leaves the
   * value as it was, to expire at its time.
   */
  refreshAfterMs?: number;
}

interface Entry<T> {
  until: number;
  value: Promise<T | null>;
  /** When the value came; undefined while its load runs or when it failed. */
  cameAt?: number;
  refreshing?: boolean;
}

/**
 * One value per key, kept `ttl(value)` ms after it came; one load in flight per key; a failed load is kept
 * as null (for `ttl(null)` ms: 0 asks again at the next call).
 */
export function keyedCache<T>(
  load: (key: string) => Promise<T | null>,
  ttl: (value: T | null) => number,
  now: () => number,
  options: KeyedCacheOptions = {},
) {
  const entries = new Map<string, Entry<T>>();
  const loaded = (loadedValue: T | null): Entry<T> => ({
    until: now() + ttl(loadedValue),
    value: Promise.resolve(loadedValue),
    cameAt: loadedValue === null ? undefined : now(),
  });

  /** One load beside the entry that answers meanwhile; `onFailure` says what a failed load leaves. */
  function refreshBeside(key: string, hit: Entry<T>, onFailure: () => void): void {
    hit.refreshing = true;
    void load(key)
      .catch(() => null)
      .then((value) => {
        if (entries.get(key) !== hit) return; // replaced meanwhile
        if (value === null) {
          hit.refreshing = false;
          onFailure();
        } else entries.set(key, loaded(value));
      });
  }

  return (key: string): Promise<T | null> => {
    const hit = entries.get(key);
    const time = now();
    if (hit && time < hit.until) {
      const refreshAfter = options.refreshAfterMs;
      if (refreshAfter !== undefined && hit.cameAt !== undefined && !hit.refreshing) {
        if (time - hit.cameAt >= refreshAfter) refreshBeside(key, hit, () => undefined);
      }
      return hit.value;
    }
    if (hit?.cameAt !== undefined && options.answerWhileRefreshing) {
      if (!hit.refreshing) {
        // A refresh that fails keeps the value it would have replaced, and is tried again after ttl(null):
        // a slow answer under load must not leave every request without the value until then.
        refreshBeside(key, hit, () => {
          hit.until = now() + ttl(null);
        });
      }
      return hit.value;
    }
    const entry: Entry<T> = { until: Number.POSITIVE_INFINITY, value: load(key).catch(() => null) };
    entries.set(key, entry);
    void entry.value.then((value) => {
      if (entries.get(key) !== entry) return;
      entries.set(key, { ...loaded(value), value: entry.value });
    });
    return entry.value;
  };
}
