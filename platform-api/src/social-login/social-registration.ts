import { isValidNickname, type RegistrationPayload } from '@mobile/shared-contracts';
import { registerSettingsOf } from '../accounts/merchant-settings';
import type { RegisterMode } from '../accounts/register-flow';
import type { Db } from '../db/schema';
import type { Merchant } from '../merchants/merchant-store';
import type { ProviderIdentity } from './oidc-client';

type RegisterFields = Parameters<typeof import('../accounts/register-flow').register>[2];

/** A username the register rule is likely to accept: the provider's name without what the rule refuses. */
const suggestedUsername = (identity: ProviderIdentity) =>
  (identity.preferredUsername ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 16);

/**
 * What a provider's identity gives a registration: the e-mail when the provider verified it (the form
 * does not ask for it, and what the browser sends in its place is ignored), and suggestions the member
 * may change (a username, a nickname).
 */
export function registrationFor(identity: ProviderIdentity) {
  const verifiedEmail = identity.email && identity.emailVerified ? identity.email : null;
  return {
    given: verifiedEmail ? ['email'] : [],
    prefill: {
      username: suggestedUsername(identity),
      email: verifiedEmail ?? '',
      nickname: identity.name && isValidNickname(identity.name) ? identity.name : '',
    },
    /** The payload the merchant's register rules check: the form's fields, the given ones from the provider. */
    async payload(
      db: Db,
      merchant: Merchant,
      input: RegistrationPayload,
    ): Promise<{ mode: RegisterMode; fields: RegisterFields }> {
      const settings = await registerSettingsOf(db, merchant);
      const fields: RegisterFields = {
        ...input,
        password: input.password ?? '',
        confirmPassword: input.confirmPassword ?? '',
        captchaId: input.captchaId ?? '',
        captcha: input.captcha ?? '',
        ...(verifiedEmail ? { email: verifiedEmail } : {}),
      };
      return { mode: settings.usernameRegistration ? 'username' : 'mobile', fields };
    },
  };
}
