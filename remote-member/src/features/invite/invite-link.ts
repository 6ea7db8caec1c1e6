import { pathOf } from '@mobile/shared-contracts';
/**
 * The invitation link the register page reads (`/m/register?affiliateCode=<code>&domain=<host>`), on
 * this site's own origin.
 */
export function inviteLink(origin: string, code: string): string {
  const url = new URL(pathOf('register'), origin);
  url.searchParams.set('affiliateCode', code);
  url.searchParams.set('domain', url.host);
  return url.href;
}

/** Web Share API data for the link; null where the browser cannot share it. */
export function shareData(
  nav: Pick<Navigator, 'share' | 'canShare'> | undefined,
  data: { title: string; text: string; url: string },
): ShareData | null {
  if (!nav || typeof nav.share !== 'function') return null;
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return null;
  return data;
}
