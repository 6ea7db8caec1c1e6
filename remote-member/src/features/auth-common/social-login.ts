import type { SocialProviderId } from '@mobile/shared-contracts';
import type { LoginMethod } from './remembered-login';

export type SocialProvider = SocialProviderId;

/**
 * SPEC social login buttons: only on the username method, with FACEBOOKLOGIN3 / GOOGLELOGIN3 on and the
 * provider ready (configured for the merchant: GET /wps/social/providers). The spec's "phone-verification
 * provider initialised" is, on this site, the merchant's OpenID provider (docs/decisions/0331).
 */
export function socialProviders(
  switches: Readonly<Record<string, boolean>>,
  method: LoginMethod,
  configured: readonly SocialProvider[],
): SocialProvider[] {
  if (method !== 'username') return [];
  const list: SocialProvider[] = [];
  if (switches.FACEBOOKLOGIN3 && configured.includes('facebook')) list.push('facebook');
  if (switches.GOOGLELOGIN3 && configured.includes('google')) list.push('google');
  return list;
}
