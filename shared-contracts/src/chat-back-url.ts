import { isSafeReturnPath } from './login-return';
import { urlOnOrigins } from './trusted-origin';

/**
 * The chat's 'back' target when it is a page of this site (its origin, a path under /m); null for
 * another origin, credentials in the URL or anything that is not a page of the site.
 */
export function chatBackUrl(raw: string, siteOrigin: string): string | null {
  const url = urlOnOrigins(raw, [siteOrigin]);
  if (!url || !isSafeReturnPath(url.pathname + url.search)) return null;
  return url.href;
}
