import { HOME_PATH, LOGIN_PATH } from './routes';

/** Query parameter of /m/login naming the page to come back to after a successful login. */
export const RETURN_PARAM = 'redirect';

const AUTH_PAGES = ['/m/login', '/m/register', '/m/register.html'];

/**
 * A return target is a path of this site under /m, never another origin ('//evil', 'https:…',
 * '/\\evil'), never a login or register page (that would loop).
 */
export function isSafeReturnPath(path: string): boolean {
  if (!/^\/m(\/|$|\?)/.test(path)) return false;
  if (/[\\\s]/.test(path) || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return !AUTH_PAGES.includes(pathname);
}

/** /m/login carrying where to come back to; a home or unsafe target needs no parameter. */
export function loginHref(returnTo?: string): string {
  if (!returnTo || returnTo === HOME_PATH || !isSafeReturnPath(returnTo)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Where a login that started on `search` (the login page's query) goes when it succeeds. */
export function returnPathFrom(search: string): string {
  const target = new URLSearchParams(search).get(RETURN_PARAM);
  return target && isSafeReturnPath(target) ? target : HOME_PATH;
}
