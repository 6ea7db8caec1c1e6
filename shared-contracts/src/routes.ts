import type { RemoteName } from './manifest';
import type { RouteEntry } from './route-entry';
import { AGENT_ROUTES } from './route-table/agent';
import { GAMES_ROUTES } from './route-table/games';
import { MEMBER_ROUTES } from './route-table/member';
import { WALLET_ROUTES } from './route-table/wallet';

export type { RouteEntry } from './route-entry';

export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';

/** Paths that render the home page frame (top banner/header). */
export const HOME_TYPE_PATHS: readonly string[] = [
  '/',
  '/m',
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/games',
];
/** Paths that show the download-app banner button: the home paths without /m/games (SPEC 2 page frame). */
export const DOWNLOAD_BANNER_PATHS: readonly string[] = HOME_TYPE_PATHS.filter((path) => path !== '/m/games');

/**
 * Route ownership table. A path that is neither a home-type path nor listed here falls back to home.
 * Remotes own their pages; the shell owns only the home frame.
 */
export const ROUTES: readonly RouteEntry[] = [
  ...GAMES_ROUTES,
  ...MEMBER_ROUTES,
  ...WALLET_ROUTES,
  ...AGENT_ROUTES,
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
];

export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/m/') return pathname.slice(0, -1);
  return pathname;
}

export function isHomePath(pathname: string): boolean {
  return HOME_TYPE_PATHS.includes(pathname);
}

export function findRoute(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  const path = normalisePath(pathname);
  return routes.find((r) => r.path === path);
}
