import type { LoginResult, RegisterSettings } from '@mobile/shared-contracts';
import { applyAffiliateLink } from '../agent/affiliate-link-store';
import type { Db } from '../db/schema';
import { ApiError, forbidden } from '../http/api-error';
import type { Merchant } from '../merchants/merchant-store';
import { checkBirthDate } from '../protection/age-gate';
import { hashPassword } from '../security/password';
import { takeAttempt } from './account-events';
import { loginMemberById, openSession } from './account-store';
import { requireCaptcha } from './captcha-store';
import { affiliateMemberId, requireMobileKey } from './contacts';
import { LIMITS } from './limits';
import { registerSettingsOf } from './merchant-settings';
import { checkRegisterFields, fieldError } from './register-fields';
import { createRegisteredMember, requireFreeAccount } from './register-member';
import { requireCode } from './verification-codes';

export type RegisterMode = 'username' | 'mobile';
type Payload = Record<string, unknown> & {
  password: string;
  confirmPassword: string;
  captchaId: string;
  captcha: string;
};

function modeEnabled(settings: RegisterSettings, mode: RegisterMode): boolean {
  return mode === 'mobile' ? settings.mobileRegistration : settings.usernameRegistration;
}

/** Mobile registrations without a username get 'm' and the national number, as the rule allows. */
function usernameFor(fields: Map<string, string>, mobileNum: string): string {
  return fields.get('username') ?? `m${mobileNum.replace(/^0+/, '')}`.slice(0, 16);
}

export interface RegisterRequest {
  db: Db;
  merchant: Merchant;
  ip: string;
  now: Date;
  /** Registrations one IP may attempt an hour (`REGISTER_PER_IP_HOURLY`, the app's `deps`). */
  perIpHourly: number;
  /** The request's: a hash still queued when the client goes away is not run. */
  signal?: AbortSignal;
}

/** SPEC 3/5 registration: checks in the client's order, then member type 0 with wallet 0 and a session. */
export async function register(
  request: RegisterRequest,
  mode: RegisterMode,
  payload: Payload,
): Promise<LoginResult> {
  const { db, merchant, ip, now, signal } = request;
  await takeAttempt(db, 'register_ip', ip, { ...LIMITS.registerPerIp, max: request.perIpHourly }, now);
  const settings = await registerSettingsOf(db, merchant);
  if (!modeEnabled(settings, mode)) throw forbidden();
  const required: Record<string, boolean> =
    mode === 'mobile'
      ? { password: true, mobileNum: true, username: false }
      : { password: true, username: true };
  const fields = checkRegisterFields(settings, payload, required);
  if (payload.confirmPassword === '') throw fieldError('PASSWORD_MISMATCH', 'confirmPassword');
  if (payload.confirmPassword !== payload.password) throw fieldError('PASSWORD_MISMATCH', 'confirmPassword');
  const birthDate = await checkBirthDate(db, merchant.code, String(payload.birthDate ?? ''), now);

  let parentId: number | null = null;
  const affiliate = fields.get('affiliateCode');
  if (affiliate) {
    parentId = await affiliateMemberId(db, merchant.code, affiliate);
    if (parentId === null) throw fieldError('INVITATION_CODE_INVALID', 'affiliateCode');
  }

  const mobileNum = fields.get('mobileNum') ?? '';
  const dialing = String(payload.countryDialingCode ?? '');
  const mobile = mobileNum ? requireMobileKey(dialing, mobileNum) : null;
  // SPEC 2: the captcha is checked whenever the settings enable it, in mobile mode as well; the SMS code
  // proves the number, it does not replace the captcha. Checked first, so a wrong captcha spends no code.
  if (settings.captcha) await requireCaptcha(db, payload, now);
  if (mode === 'mobile' && mobile) {
    const code = String(payload.verificationCode ?? '');
    await requireCode(
      db,
      { merchantCode: merchant.code, channel: 'sms', recipient: mobile, purpose: 'register' },
      code,
      now,
    );
  }

  const username = usernameFor(fields, mobileNum);
  await requireFreeAccount(db, merchant.code, username, mobile);
  const id = await createRegisteredMember(
    db,
    {
      merchantCode: merchant.code,
      username,
      passwordHash: await hashPassword(payload.password, { signal }),
      type: 0,
      parentId,
      mobile,
      fields,
      birthDate,
    },
    now,
  );
  // An agent's link gives the new member the link's type and rebate (agent open account).
  if (affiliate) await applyAffiliateLink(db, merchant.code, affiliate, id, now);
  const member = await loginMemberById(db, id);
  if (!member) throw new ApiError('UNKNOWN', 500);
  return openSession(db, member, now);
}
