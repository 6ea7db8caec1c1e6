export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call and ends the quiet period. */
  cancel(): void;
}

/**
 * Leading-edge debounce: the first call of a burst runs at once; calls within `wait` ms of the last one
 * are held, and the latest of them runs when the burst has been quiet for `wait` ms (so the final text
 * of a typed word is never lost).
 */
export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const quiet = () => {
    timer = undefined;
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
      timer = setTimeout(quiet, wait);
    }
  };

  const debounced = (...args: A) => {
    if (timer === undefined) {
      fn(...args);
    } else {
      pending = args;
      clearTimeout(timer);
    }
    timer = setTimeout(quiet, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return debounced;
}
