import type { RemoteName } from './manifest';
import { AGENT_PAGES } from './pages/agent-pages';
import { GAMES_PAGES } from './pages/games-pages';
import { MEMBER_PAGES } from './pages/member-pages';
import type { PageRecord } from './pages/page-record';
import { WALLET_PAGES } from './pages/wallet-pages';

export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';

import { DOWNLOAD_BANNER_PATHS, HOME_TYPE_PATHS } from './home-paths';

export { DOWNLOAD_BANNER_PATHS, HOME_TYPE_PATHS };

/**
 * Every page record of the site. A path that is neither a home-type path nor listed here falls back to
 * home. Remotes own their pages; the shell owns only the home frame.
 */
export const ROUTES: readonly PageRecord[] = [
  ...GAMES_PAGES,
  ...MEMBER_PAGES,
  ...WALLET_PAGES,
  ...AGENT_PAGES,
];

/** Widgets a remote contributes to the home page, in the order they appear. */
export interface WidgetEntry {
  id: string;
  owner: RemoteName;
  expose: string;
  /** Height (CSS px) the widget will take, reserved while it loads so nothing below it moves. */
  reserveHeight: number;
}

export const HOME_WIDGETS: readonly WidgetEntry[] = [
  // 12 px gap above a card: title 44, vendor tabs 44, search 44, two 118 px tile rows, gaps and padding.
  { id: 'hotGames', owner: 'games', expose: './HotGamesWidget', reserveHeight: 436 },
  // Title row (40) + six 48 px rows (the board scrolls above 6 entries) + 12 px padding top and bottom.
  { id: 'winners', owner: 'games', expose: './WinnersWidget', reserveHeight: 352 },
  // 12 px gap above a 200 px card (title 44, one sideways row of 116 px matches); decision 0423.
  { id: 'hotMatches', owner: 'games', expose: './HotMatchesWidget', reserveHeight: 212 },
  // 12 px gap + title 24 + 4 + one 40 px row of pools + 12 px padding top and bottom. Last: it draws nothing
  // for a merchant without pools, below the fold of a phone (decision 0402).
  { id: 'jackpotTicker', owner: 'games', expose: './JackpotTickerWidget', reserveHeight: 104 },
];

export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/m/') return pathname.slice(0, -1);
  return pathname;
}

export function isHomePath(pathname: string): boolean {
  return HOME_TYPE_PATHS.includes(pathname);
}

export function findRoute(pathname: string, routes: readonly PageRecord[] = ROUTES): PageRecord | undefined {
  const path = normalisePath(pathname);
  return routes.find((r) => r.path === path);
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Owning remote of a path (query ignored), or null for the shell's own pages: the owner of its page
 * record, else of the record that shares the most leading segments below /m with it ('/m/mall' belongs to
 * the owner of '/m/mall/mallHome'), so a page of a remote the merchant switched off disappears from every menu.
 */
export function ownerOfPath(pathWithQuery: string): RemoteName | null {
  const path = normalisePath(pathWithQuery.split(/[?#]/, 1)[0] ?? '');
  if (isHomePath(path)) return null;
  const exact = findRoute(path);
  if (exact) return exact.owner;
  const wanted = segments(path);
  let best: { owner: RemoteName; shared: number } | null = null;
  for (const record of ROUTES) {
    const theirs = segments(record.path);
    let shared = 0;
    while (shared < wanted.length && theirs[shared] === wanted[shared]) shared += 1;
    if (shared >= 2 && (!best || shared > best.shared)) best = { owner: record.owner, shared };
  }
  return best?.owner ?? null;
}

/** False when the path's owning remote is switched off for this merchant. */
export function isPathEnabled(pathWithQuery: string, enabled: readonly RemoteName[]): boolean {
  const owner = ownerOfPath(pathWithQuery);
  return owner === null || enabled.includes(owner);
}
