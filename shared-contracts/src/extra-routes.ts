import { findRoute, isHomePath, ownerOfPath } from './routes';
import { urlOnOrigins } from './trusted-origin';

/**
 * A route a merchant adds in its settings (SPEC 2 'further routes merged from a configured list'). Its
 * schema is the settings endpoint's (`endpoints/system.ts`): this file runs in the shell's start, without
 * valibot.
 */
export interface ExtraRouteSetting {
  /** The new address, one segment under /m, e.g. /m/vipWeek. */
  path: string;
  /** Shown in the titled bar as it is (the merchant writes it in its players' language). */
  title: string;
  /** An existing page of this site (/m/activity?id=2) or an https link on a trusted origin. */
  target: string;
}

export type ExtraRoute =
  | { path: string; title: string; kind: 'page'; target: string }
  | { path: string; title: string; kind: 'link'; target: string };

const EXTRA_PATH = /^\/m\/[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const MAX_TITLE = 40;
/** Any origin: only used to read a same-site path, never fetched. */
const SITE_BASE = 'https://site.invalid';

/** The page part (path and query) of a same-site /m address of an existing page, else null. */
function existingPage(target: string): string | null {
  if (!target.startsWith('/m/') && target !== '/m') return null;
  let url: URL;
  try {
    url = new URL(target, SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SITE_BASE) return null;
  const known = isHomePath(url.pathname) || findRoute(url.pathname) !== undefined;
  return known ? url.pathname + url.search : null;
}

/** Why a configured route is refused, or null when it is fine; the operator command prints it. */
export function extraRouteProblem(route: ExtraRouteSetting, frameOrigins: readonly string[]): string | null {
  if (!EXTRA_PATH.test(route.path)) return 'path must be /m/ and one name of 1-40 letters, digits, _ or -';
  if (isHomePath(route.path) || findRoute(route.path) || ownerOfPath(route.path) !== null)
    return 'path is a page of the site already';
  const title = route.title.trim();
  if (title === '' || title.length > MAX_TITLE) return `title must be 1-${MAX_TITLE} characters`;
  if (route.target.startsWith('/'))
    return existingPage(route.target) ? null : 'target is not a page of the site';
  const url = urlOnOrigins(route.target, frameOrigins);
  if (url?.protocol !== 'https:') return "target must be an https link on the merchant's frame origins";
  return null;
}

/**
 * The merchant's extra routes that pass every check: a new /m path (never one of the site's own), a
 * title, and a target that is an existing page of this site or an https link on a trusted origin. A
 * path listed twice keeps its first entry; anything else is left out, never half applied.
 */
export function resolveExtraRoutes(
  configured: readonly ExtraRouteSetting[] | undefined,
  frameOrigins: readonly string[],
): ExtraRoute[] {
  const routes: ExtraRoute[] = [];
  for (const route of configured ?? []) {
    if (extraRouteProblem(route, frameOrigins) || routes.some((r) => r.path === route.path)) continue;
    const title = route.title.trim();
    const page = existingPage(route.target);
    if (page) routes.push({ path: route.path, title, kind: 'page', target: page });
    else routes.push({ path: route.path, title, kind: 'link', target: new URL(route.target).href });
  }
  return routes;
}

export function findExtraRoute(pathname: string, routes: readonly ExtraRoute[]): ExtraRoute | undefined {
  return routes.find((route) => route.path === pathname);
}
