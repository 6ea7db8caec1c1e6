/**
 * Which page each history entry of this tab came from, so a back to /m/home can step back in history
 * when the entry before is home instead of stacking a second home entry. Entries are named by the
 * router's location key; the chain is plain data, kept in session storage like the history it mirrors.
 */
export interface Visit {
  path: string;
  /** Key of the entry this one was pushed after; null when opened directly (or unknown). */
  from: string | null;
}
export type VisitChain = Readonly<Record<string, Visit>>;
export type NavigationKind = 'PUSH' | 'REPLACE' | 'POP';

/** Entries kept: enough for any way back a player takes; the oldest are dropped first. */
export const VISIT_CHAIN_LIMIT = 50;

/** A pushed entry came from the one shown before; a replacing one from where the replaced one came from. */
function cameFrom(
  chain: VisitChain,
  { key, kind, lastKey }: { key: string; kind: NavigationKind; lastKey: string | null },
) {
  if (kind === 'PUSH') return lastKey;
  if (kind === 'REPLACE') return lastKey === null ? null : (chain[lastKey]?.from ?? null);
  return chain[key]?.from ?? null;
}

export function recordVisit(
  chain: VisitChain,
  visit: { key: string; path: string; kind: NavigationKind; lastKey: string | null },
): VisitChain {
  const { key, path, kind, lastKey } = visit;
  const from = cameFrom(chain, visit);
  // The entry itself is written anew; a replaced entry no longer exists in the browser's history.
  const others = Object.fromEntries(
    Object.entries(chain).filter(([k]) => k !== key && !(kind === 'REPLACE' && k === lastKey)),
  );
  const kept = Object.entries(others).slice(-(VISIT_CHAIN_LIMIT - 1));
  return { ...Object.fromEntries(kept), [key]: { path, from } };
}

/** Path of the entry before `key` in this tab's history, or null when there is none of this site. */
export function previousPath(chain: VisitChain, key: string): string | null {
  const from = chain[key]?.from;
  return from ? (chain[from]?.path ?? null) : null;
}
