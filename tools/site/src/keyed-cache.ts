/**
 * One value per key, kept `ttl(value)` ms after it came; one load in flight per key; a failed load is kept
 * as null (for `ttl(null)` ms: 0 asks again at the next call).
 */
export function keyedCache<T>(
  load: (key: string) => Promise<T | null>,
  ttl: (value: T | null) => number,
  now: () => number,
) {
  const entries = new Map<string, { until: number; value: Promise<T | null> }>();
  return (key: string): Promise<T | null> => {
    const hit = entries.get(key);
    if (hit && now() < hit.until) return hit.value;
    const value = load(key).catch(() => null);
    const entry = { until: Number.POSITIVE_INFINITY, value };
    entries.set(key, entry);
    void value.then((loaded) => {
      entry.until = now() + ttl(loaded);
    });
    return value;
  };
}
