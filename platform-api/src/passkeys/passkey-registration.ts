import { createHash } from 'node:crypto';
import {
  isFreePlay,
  type PasskeyCreationOptions,
  type PasskeyItem,
  type passkeyRegistrationResponseSchema,
} from '@mobile/shared-contracts';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { COSEALG, decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type * as v from 'valibot';
import { takeAttempt } from '../accounts/account-events';
import { LIMITS } from '../accounts/limits';
import type { Db } from '../db/schema';
import { ApiError, badRequest } from '../http/api-error';
import type { Merchant } from '../merchants/merchant-store';
import type { Session } from '../sessions/session-store';
import { consumeChallenge, PASSKEY_CEREMONY_TIMEOUT_MS, storeChallenge } from './passkey-challenges';
import { passkeyRefused } from './passkey-errors';
import { countPasskeys, credentialIdsOf, insertPasskey, MAX_PASSKEYS_PER_MEMBER } from './passkey-store';
import { relyingPartyFor } from './relying-party';

export type RegistrationCredential = v.InferOutput<typeof passkeyRegistrationResponseSchema>;

/**
 * The signature algorithms offered and accepted (decision 0321): named, not the library's default, which
 * puts ML-DSA-44 first wherever Node's Web Crypto has it (experimental). Chromium's authenticator took it,
 * and a 2,420-byte signature is over the contract's limit: the passkey was added but never signed in.
 */
export const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The member's user handle: opaque, stable (an authenticator keeps one passkey per site and handle). */
export function userHandleOf(merchantCode: string, memberId: number): Uint8Array<ArrayBuffer> {
  const digest = createHash('sha256').update(`passkey-user:${merchantCode}:${memberId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

function refuseFreePlay(session: Session) {
  // A free-play account is thrown away and entered through free play only.
  if (isFreePlay(session.type)) throw new ApiError('FREE_REJECT', 403);
}

/**
 * Creation options for the signed-in member on the page at `origin`: a discoverable credential (so the
 * login page can offer it without a user name), user verification required, no attestation; the
 * member's passkeys on this relying party are excluded, so one authenticator does not register twice.
 */
export async function registrationOptions(
  db: Db,
  merchant: Merchant,
  session: Session,
  origin: string | undefined,
  now: Date,
): Promise<PasskeyCreationOptions> {
  refuseFreePlay(session);
  const rp = relyingPartyFor(merchant.code, origin);
  if (!rp) throw badRequest();
  const owner = { purpose: 'register' as const, merchantCode: merchant.code, memberId: session.memberId };
  await takeAttempt(
    db,
    'passkey_options_member',
    String(session.memberId),
    LIMITS.passkeyRegisterOptionsPerMember,
    now,
  );
  if ((await countPasskeys(db, session.memberId)) >= MAX_PASSKEYS_PER_MEMBER)
    throw new ApiError('FORBIDDEN', 403, { max: MAX_PASSKEYS_PER_MEMBER });
  const options = await generateRegistrationOptions({
    rpName: merchant.name,
    rpID: rp.rpId,
    userName: session.userName,
    userID: userHandleOf(merchant.code, session.memberId),
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: await credentialIdsOf(db, session.memberId, rp.rpId),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  });
  await storeChallenge(db, options.challenge, owner, rp, now);
  return options;
}

/**
 * Checks the browser's answer against the challenge this member was given (used up here, whatever the
 * outcome), its origin and relying party id, user presence and verification; then keeps the public key.
 */
export async function addPasskey(
  db: Db,
  merchant: Merchant,
  session: Session,
  name: string,
  credential: RegistrationCredential,
  now: Date,
): Promise<PasskeyItem> {
  refuseFreePlay(session);
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(credential.response.clientDataJSON).challenge;
  } catch {
    throw passkeyRefused();
  }
  if (typeof challenge !== 'string') throw passkeyRefused();
  const owner = { purpose: 'register' as const, merchantCode: merchant.code, memberId: session.memberId };
  const rp = await consumeChallenge(db, challenge, owner, now);
  if (!rp) throw passkeyRefused();
  const verified = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch(() => null);
  if (!verified?.verified) throw passkeyRefused();
  const info = verified.registrationInfo;
  if ((await countPasskeys(db, session.memberId)) >= MAX_PASSKEYS_PER_MEMBER)
    throw new ApiError('FORBIDDEN', 403, { max: MAX_PASSKEYS_PER_MEMBER });
  const item = await insertPasskey(
    db,
    {
      memberId: session.memberId,
      merchantCode: merchant.code,
      rpId: rp.rpId,
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? credential.response.transports ?? [],
      synced: info.credentialBackedUp,
      name,
    },
    now,
  );
  if (!item) throw passkeyRefused();
  return item;
}
