/**
 * Where the gateway URL may send the player: http(s) only, no credentials, and only this site's
 * origin or one of the merchant's configured origins (so a tampered answer cannot redirect anywhere).
 */
export function gatewayTarget(raw: string, allowedOrigins: readonly string[], base: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  const origins = new Set([new URL(base).origin]);
  for (const origin of allowedOrigins) {
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // An unparseable configured origin allows nothing.
    }
  }
  return origins.has(url.origin) ? url : null;
}
