/**
 * The URL when it is http(s), carries no credentials and its origin is one of the configured origins;
 * null otherwise (DESIGN security: frames and redirects only to configured origins).
 */
export function urlOnOrigins(raw: string, origins: readonly string[], base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const allowed = origins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  return allowed ? url : null;
}
