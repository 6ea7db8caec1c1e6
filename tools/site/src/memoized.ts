/**
 * `make` called once per key, its value kept for the life of the process: for what the frame service reads
 * or builds from files that only change with a deploy (catalogues, their translate functions).
 */
export function memoized<K, V>(make: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = make(key);
    kept.set(key, value);
    return value;
  };
}
