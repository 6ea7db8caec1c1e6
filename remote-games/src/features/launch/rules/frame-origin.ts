/**
 * The URL to embed when it is http(s) and its origin is one of the merchant's configured frame
 * origins; null otherwise, so nothing else is ever put in a frame (DESIGN security).
 */
export function allowedFrameUrl(raw: string, frameOrigins: readonly string[], base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const allowed = frameOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  return allowed ? url : null;
}
