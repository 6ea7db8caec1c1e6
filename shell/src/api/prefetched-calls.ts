/** How long an answered prefetch stays usable: the page that asked for it mounts within seconds of the start. */
export const PREFETCH_KEPT_MS = 10_000;

/**
 * One call's identity: the endpoint and its payload with keys in order and unset fields left out, as the
 * request carries them (axios leaves `undefined` parameters out of the address).
 */
export function callIdOf(endpoint: string, payload: unknown): string {
  return `${endpoint}:${JSON.stringify(payload ?? {}, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )}`;
}

interface Prefetched {
  /** The token it was sent with: another session's answer is never handed over. */
  token: string | null;
  answer: Promise<unknown>;
  /** When the answer came (null: still on its way). */
  answeredAt: number | null;
}

/**
 * The answers of the calls the shell made ahead of a page (its record's `firstCalls`), handed to the page's
 * own calls of the same endpoint and payload: while on its way and for PREFETCH_KEPT_MS after it came, or
 * until the first change the player makes (`clear`: a call that is not a GET and was not made ahead). A
 * failed one is dropped, so the page's call is sent (and reports its error) as it would have been. (A
 * closure, not a class: the start's build turns private fields into helpers.)
 */
export function createPrefetchedCalls(now: () => number = Date.now) {
  const calls = new Map<string, Prefetched>();
  return {
    put(id: string, token: string | null, answer: Promise<unknown>): void {
      const entry: Prefetched = { token, answer, answeredAt: null };
      calls.set(id, entry);
      answer.then(
        () => {
          entry.answeredAt = now();
        },
        () => {
          if (calls.get(id) === entry) calls.delete(id);
        },
      );
    },
    /** Forgets every answer: after a change, an answer made ahead may be out of date. */
    clear(): void {
      calls.clear();
    },
    has(id: string): boolean {
      return calls.has(id);
    },
    /** The prefetched answer of this call for this token, if there is one still usable. */
    take(id: string, token: string | null): Promise<unknown> | undefined {
      const entry = calls.get(id);
      if (!entry) return undefined;
      if (entry.answeredAt !== null && now() - entry.answeredAt > PREFETCH_KEPT_MS) {
        calls.delete(id);
        return undefined;
      }
      return entry.token === token ? entry.answer : undefined;
    },
  };
}
