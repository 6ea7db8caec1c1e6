import { allowedFrameUrl } from '../../launch';

/**
 * SPEC 2 task screen: the task link with the session token as the `token` query parameter, which is
 * what the task site reads. The token goes only to a link on one of the merchant's frame origins;
 * any other link gives null and is never opened.
 */
export function taskFrameUrl(
  link: string,
  token: string,
  frameOrigins: readonly string[],
  base?: string,
): URL | null {
  const url = allowedFrameUrl(link, frameOrigins, base);
  if (!url) return null;
  url.searchParams.set('token', token);
  return url;
}
