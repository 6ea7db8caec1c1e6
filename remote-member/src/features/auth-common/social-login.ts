import type { LoginMethod } from './remembered-login';

export type SocialProvider = 'facebook' | 'google';

/**
 * SPEC social login buttons: only on the username method, with FACEBOOKLOGIN3 / GOOGLELOGIN3 on and the
 * phone-verification provider initialised. This site initialises no such provider, so the page passes
 * `providerReady: false` and no button is drawn.
 */
export function socialProviders(
  switches: Readonly<Record<string, boolean>>,
  method: LoginMethod,
  providerReady: boolean,
): SocialProvider[] {
  if (method !== 'username' || !providerReady) return [];
  const list: SocialProvider[] = [];
  if (switches.FACEBOOKLOGIN3) list.push('facebook');
  if (switches.GOOGLELOGIN3) list.push('google');
  return list;
}

/** No phone-verification provider (e.g. Firebase) is configured for this site. */
export const PHONE_VERIFICATION_READY = false;
