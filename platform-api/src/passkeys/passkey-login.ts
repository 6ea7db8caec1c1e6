import {
  isFreePlay,
  type LoginResult,
  type PasskeyRequestOptions,
  type passkeyAuthenticationResponseSchema,
} from '@mobile/shared-contracts';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type * as v from 'valibot';
import { refundEvent, takeAttempt } from '../accounts/account-events';
import { loginMemberById } from '../accounts/account-store';
import { LIMITS } from '../accounts/limits';
import { clearLoginFailures } from '../accounts/lockout';
import { openMemberSession } from '../accounts/member-session';
import type { Db } from '../db/schema';
import { badRequest } from '../http/api-error';
import type { Merchant } from '../merchants/merchant-store';
import { consumeChallenge, PASSKEY_CEREMONY_TIMEOUT_MS, storeChallenge } from './passkey-challenges';
import { passkeyRefused } from './passkey-errors';
import { advanceCounter, findPasskey } from './passkey-store';
import { relyingPartyFor } from './relying-party';

export type AuthenticationCredential = v.InferOutput<typeof passkeyAuthenticationResponseSchema>;

const loginOwner = (merchant: Merchant) => ({
  purpose: 'login' as const,
  merchantCode: merchant.code,
  memberId: null,
});

/**
 * Request options for the login page at `origin`: no credential list (the browser offers the merchant's
 * discoverable passkeys, in its autofill when the page asks with conditional mediation), user
 * verification required. Guests may ask for a bounded number per address (`LIMITS.passkeyOptionsPerIp`).
 */
export async function loginOptions(
  db: Db,
  merchant: Merchant,
  origin: string | undefined,
  ip: string,
  now: Date,
): Promise<PasskeyRequestOptions> {
  const rp = relyingPartyFor(merchant.code, origin);
  if (!rp) throw badRequest();
  await takeAttempt(db, 'passkey_options_ip', ip, LIMITS.passkeyOptionsPerIp, now);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
  await storeChallenge(db, options.challenge, loginOwner(merchant), rp, now);
  return options;
}

/**
 * The member whose passkey signed this answer to a login challenge of `merchant` (used up here, whatever
 * follows), or null: an unknown, removed or replayed passkey, another host or merchant, a bad signature,
 * a counter that did not move on. The passkey login and linking a provider with a passkey both ask it.
 */
export async function verifiedPasskeyMember(
  db: Db,
  merchant: Merchant,
  credential: AuthenticationCredential,
  now: Date,
): Promise<number | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(credential.response.clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== 'string') return null;
  // The challenge is used up first, whatever follows: an answer is checked once.
  const rp = await consumeChallenge(db, challenge, loginOwner(merchant), now);
  if (!rp) return null;
  const passkey = await findPasskey(db, credential.id);
  if (!passkey || passkey.merchantCode !== merchant.code || passkey.rpId !== rp.rpId) return null;
  const verified = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return null;
  // A counter that did not move past the one seen (a cloned authenticator) was refused above; two
  // logins racing with the same counter: only the one that moves it on gets in.
  if (!(await advanceCounter(db, passkey, verified.authenticationInfo.newCounter, now))) return null;
  return passkey.memberId;
}

/**
 * A passkey login: the address's login budget (a failure keeps its slot, a success gives it back, as a
 * password login), then the answer verified against a challenge of this merchant, the stored public key
 * and counter; then the member goes through `openMemberSession`, the one way into a session that passwords
 * and SMS codes and linked providers take (exclusions and time-outs refused); free play refused.
 */
export async function passkeyLogin(
  db: Db,
  merchant: Merchant,
  credential: AuthenticationCredential,
  ip: string,
  now: Date,
): Promise<LoginResult> {
  const slot = await takeAttempt(db, 'login_ip', ip, LIMITS.loginPerIp, now);
  const memberId = await verifiedPasskeyMember(db, merchant, credential, now);
  const member = memberId === null ? null : await loginMemberById(db, memberId);
  if (!member) throw passkeyRefused();
  await refundEvent(db, slot);
  // A free-play account is entered through free play only (it never has a passkey; this keeps it so).
  if (member.merchantCode !== merchant.code || isFreePlay(member.type)) throw passkeyRefused();
  await clearLoginFailures(db, merchant.code, member.username);
  return openMemberSession(db, member, now);
}
