import { HOME_PATH } from '@mobile/shared-contracts';

/**
 * Where the lotto frame returns to without pageBack (SPEC 2): /m/game. It is no page of this site, so a
 * merchant routes it through its extra routes, or the shell's unknown-path rule takes the player home.
 */
export const LOTTO_CLOSE_DEFAULT = '/m/game';

export type CloseTarget = { kind: 'back' } | { kind: 'path'; path: string };

/** The game frame goes back when the player came from a page of this site, else home. */
export function gameCloseTarget(hasSiteHistory: boolean): CloseTarget {
  return hasSiteHistory ? { kind: 'back' } : { kind: 'path', path: HOME_PATH };
}

/** SPEC 2 Lotto game frame: closing returns home when pageBack is set, otherwise to the game page. */
export function lottoCloseTarget(pageBack: boolean): CloseTarget {
  return { kind: 'path', path: pageBack ? HOME_PATH : LOTTO_CLOSE_DEFAULT };
}

/** BrowserRouter numbers history entries (history.state.idx): above 0 an earlier one is ours. */
export function hasSiteHistory(state: unknown): boolean {
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
}
