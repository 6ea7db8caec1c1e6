import type { LoginPayload, LoginResult } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { ApiError, badRequest, forbidden } from '../http/api-error';
import type { Merchant } from '../merchants/merchant-store';
import { hashPassword, passwordCost, type ScryptParams, verifyPassword } from '../security/password';
import { refundEvent, takeAttempt, takePasswordAttempt } from './account-events';
import { loginMemberById, loginMemberByName } from './account-store';
import { requireCaptcha } from './captcha-store';
import { memberIdByMobile, requireMobileKey } from './contacts';
import { LIMITS } from './limits';
import {
  captchaNeeded,
  clearLoginFailures,
  loginDelayed,
  loginDelayUntil,
  recordLoginFailure,
} from './lockout';
import { openMemberSession } from './member-session';
import { switchOn } from './merchant-settings';
import { checkCode } from './verification-codes';

type LoginInput = Required<Omit<LoginPayload, 'type'>> & { type: 'username' | 'sms' };

let dummyHash: { cost: ScryptParams; hash: Promise<string> } | null = null;
/** Unknown names cost the same scrypt run as known ones, so timing does not reveal accounts. */
function verifyAgainstDummy(password: string, signal: AbortSignal | undefined): Promise<boolean> {
  const cost = passwordCost();
  if (dummyHash?.cost !== cost) dummyHash = { cost, hash: hashPassword('not-a-real-password', { cost }) };
  return dummyHash.hash.then((hash) => verifyPassword(password, hash, signal));
}

/** Refuses a login while the account's delay runs (nothing is checked or counted then). */
async function refuseWhileDelayed(db: Db, merchant: Merchant, account: string, now: Date) {
  const until = await loginDelayUntil(db, merchant.code, account, now);
  if (until) throw loginDelayed(until);
}

/**
 * Takes this try's slot in the address's and the account's budgets. Only failures keep them: a right
 * password gives both back, so players who log in never spend a limit (issue 26 finding 5), while
 * concurrent guesses still each hold a slot until they are answered.
 */
async function takeSlots(db: Db, merchant: Merchant, account: string, ip: string, now: Date) {
  const address = await takeAttempt(db, 'login_ip', ip, LIMITS.loginPerIp, now);
  try {
    const own = await takePasswordAttempt(db, merchant.code, account, now);
    return async () => {
      await refundEvent(db, address);
      await refundEvent(db, own);
    };
  } catch (error) {
    await refundEvent(db, address);
    throw error;
  }
}

async function failed(
  db: Db,
  merchant: Merchant,
  account: string,
  ip: string,
  now: Date,
  code: 'WRONG_CREDENTIALS' | 'VERIFICATION_CODE',
) {
  await recordLoginFailure(db, merchant.code, account, ip, now);
  const retryAfter = await loginDelayUntil(db, merchant.code, account, now);
  return new ApiError(code, code === 'WRONG_CREDENTIALS' ? 401 : 400, {
    captcha: true,
    ...(retryAfter ? { retryAfter } : {}),
  });
}

async function passwordLogin(
  db: Db,
  merchant: Merchant,
  input: LoginInput,
  ip: string,
  now: Date,
  signal: AbortSignal | undefined,
) {
  const username = input.username.trim();
  if (!username || !input.password) throw badRequest();
  await refuseWhileDelayed(db, merchant, username, now);
  if (await captchaNeeded(db, merchant.code, username, ip, now)) await requireCaptcha(db, input, now);
  const giveBack = await takeSlots(db, merchant, username, ip, now);
  const member = await loginMemberByName(db, merchant.code, username);
  const ok = member
    ? await verifyPassword(input.password, member.passwordHash, signal)
    : await verifyAgainstDummy(input.password, signal);
  if (!member || !ok) throw await failed(db, merchant, username, ip, now, 'WRONG_CREDENTIALS');
  await giveBack();
  await clearLoginFailures(db, merchant.code, username);
  return openMemberSession(db, member, now);
}

/** SMS login: switch MOBILEVERCODELOGIN3, then a live 'login' code sent to the member's number. */
async function smsLogin(db: Db, merchant: Merchant, input: LoginInput, ip: string, now: Date) {
  if (!(await switchOn(db, merchant, 'MOBILEVERCODELOGIN3'))) throw forbidden();
  const mobile = requireMobileKey(input.countryDialingCode, input.mobileNum);
  await refuseWhileDelayed(db, merchant, mobile, now);
  const giveBack = await takeSlots(db, merchant, mobile, ip, now);
  const target = {
    merchantCode: merchant.code,
    channel: 'sms' as const,
    recipient: mobile,
    purpose: 'login' as const,
  };
  const right = await checkCode(db, target, input.messageCode, now);
  const memberId = right ? await memberIdByMobile(db, merchant.code, mobile) : null;
  const member = memberId === null ? null : await loginMemberById(db, memberId);
  if (!member) throw await failed(db, merchant, mobile, ip, now, 'VERIFICATION_CODE');
  await giveBack();
  await clearLoginFailures(db, merchant.code, mobile);
  return openMemberSession(db, member, now);
}

export function login(
  db: Db,
  merchant: Merchant,
  input: LoginInput,
  ip: string,
  now: Date,
  /** The request's: a password check still queued when the client goes away is not run. */
  signal?: AbortSignal,
): Promise<LoginResult> {
  return input.type === 'sms'
    ? smsLogin(db, merchant, input, ip, now)
    : passwordLogin(db, merchant, input, ip, now, signal);
}
