import { STORAGE_KEYS } from '@mobile/shared-contracts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

const isTokenKey = (key: string) => key.toLowerCase() === 'token';

export interface UrlTokenResult {
  token: string | null;
  /** The address without the token parameter, to put back with history.replaceState. */
  cleanUrl: string;
}

/**
 * SPEC 4 / DESIGN: a `token` URL parameter becomes the session and leaves the address bar. The page's first
 * inline script (index.html) has normally done this already; this is the same rule for an address it missed.
 */
export function takeUrlToken(href: string): UrlTokenResult {
  const url = new URL(href);
  const keys = [...new Set([...url.searchParams.keys()].filter(isTokenKey))];
  if (keys.length === 0) return { token: null, cleanUrl: url.pathname + url.search + url.hash };
  const raw = keys.flatMap((key) => url.searchParams.getAll(key)).at(-1) ?? '';
  for (const key of keys) url.searchParams.delete(key);
  const token = TOKEN_PATTERN.test(raw) ? raw : null;
  return { token, cleanUrl: url.pathname + url.search + url.hash };
}

/** The token index.html's first script moved from the address to sessionStorage, taken once (then removed). */
export function takeStoredUrlToken(storage: Storage): string | null {
  const raw = storage.getItem(STORAGE_KEYS.urlToken);
  if (raw === null) return null;
  storage.removeItem(STORAGE_KEYS.urlToken);
  return TOKEN_PATTERN.test(raw) ? raw : null;
}
