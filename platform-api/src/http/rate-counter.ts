/** Called with the hits in the key's window so far, this one included, and when that window ends. */
export type HitCallback = (error: Error | null, hits: number, resetAt: number) => void;

/** Fixed-window hit counts of one scope (the global limit, or a route group's own). */
export interface RateCounter {
  hit(key: string, windowMs: number, now: number, done: HitCallback): void;
}

/** Makes the counter of a scope; counters of different scopes never share counts. */
export type RateCounterFactory = (scope: string) => RateCounter;

/** Most addresses one scope keeps in memory; past it the address counted longest ago is dropped. */
export const MEMORY_COUNTER_MAX_KEYS = 100_000;

interface Window {
  hits: number;
  resetAt: number;
}

/**
 * Counts in this process's memory, calling back at once (no promise). A window is re-inserted when it
 * starts again, so the map runs from the window that ends first: each new address drops an ended one at
 * the front, and past `maxKeys` the front goes anyway, so a flood of addresses cannot grow it for good.
 */
export function memoryRateCounter(maxKeys = MEMORY_COUNTER_MAX_KEYS): RateCounter {
  const windows = new Map<string, Window>();
  return {
    hit(key, windowMs, now, done) {
      let window = windows.get(key);
      if (window === undefined || window.resetAt <= now) {
        if (window !== undefined) windows.delete(key);
        else dropOne(windows, now, maxKeys);
        window = { hits: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      done(null, window.hits, window.resetAt);
    },
  };
}

function dropOne(windows: Map<string, Window>, now: number, maxKeys: number): void {
  const first = windows.entries().next().value;
  if (first && (first[1].resetAt <= now || windows.size >= maxKeys)) windows.delete(first[0]);
}

export const memoryRateCounters: RateCounterFactory = () => memoryRateCounter();
