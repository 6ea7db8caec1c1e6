export interface KeyedCacheOptions {
  /**
   * An expired value (not a failure) still answers while its refresh is under way (one refresh per key), so
   * no request waits for it: for values whose staleness is checked where they are used (a remote's page-assets.json,
   * which the preloads use only while its entry's integrity is the one the manifest vouches for). A failed
   * refresh keeps the expired value rather than a null.
   */
  answerWhileRefreshing?: boolean;
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
  const entries = new Map<string, { until: number; value: Promise<T | null>; came?: boolean }>();
  return (key: string): Promise<T | null> => {
    const hit = entries.get(key);
    if (hit && now() < hit.until) return hit.value;
    const value = load(key).catch(() => null);
    if (hit?.came && options.answerWhileRefreshing) {
      hit.until = Number.POSITIVE_INFINITY; // no second refresh while this one runs
      void value.then((loaded) => {
        // A refresh that fails keeps the value it would have replaced, and is tried again after ttl(null):
        // a slow answer under load must not leave every request without the value until then.
        entries.set(
          key,
          loaded === null
            ? { ...hit, until: now() + ttl(null) }
            : { until: now() + ttl(loaded), value: Promise.resolve(loaded), came: true },
        );
      });
      return hit.value;
    }
    const entry: { until: number; value: Promise<T | null>; came?: boolean } = {
      until: Number.POSITIVE_INFINITY,
      value,
    };
    entries.set(key, entry);
    void value.then((loaded) => {
      entry.until = now() + ttl(loaded);
      entry.came = loaded !== null;
    });
    return value;
  };
}
