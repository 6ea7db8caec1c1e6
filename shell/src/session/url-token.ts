const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

export interface UrlTokenResult {
  token: string | null;
  /** The address without the token parameter, to put back with history.replaceState. */
  cleanUrl: string;
}

/** SPEC 4 / DESIGN: a `token` URL parameter becomes the session and leaves the address bar. */
export function takeUrlToken(href: string): UrlTokenResult {
  const url = new URL(href);
  const raw = url.searchParams.get('token');
  if (raw === null) return { token: null, cleanUrl: url.pathname + url.search + url.hash };
  url.searchParams.delete('token');
  const token = TOKEN_PATTERN.test(raw) ? raw : null;
  return { token, cleanUrl: url.pathname + url.search + url.hash };
}
