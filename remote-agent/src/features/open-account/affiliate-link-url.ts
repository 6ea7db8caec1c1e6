import { pathOf } from '@mobile/shared-contracts';
/**
 * An affiliate link's address: the register page with the code and this site's host, the invitation
 * link the register page already reads (`/m/register?affiliateCode=<code>&domain=<host>`).
 */
export function affiliateLinkUrl(origin: string, code: string): string {
  const url = new URL(pathOf('register'), origin);
  url.searchParams.set('affiliateCode', code);
  url.searchParams.set('domain', url.host);
  return url.href;
}
