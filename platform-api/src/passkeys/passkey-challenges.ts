import type { Db } from '../db/schema';
import type { RelyingParty } from './relying-party';

/** How long a challenge may be answered: the browser's own time-out plus a little for the round trip. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** The time-out the options give the browser (WebAuthn's recommended range is 5–10 minutes). */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 4 * 60_000;

export interface ChallengeOwner {
  purpose: 'register' | 'login';
  merchantCode: string;
  memberId: number | null;
}

/** Keeps a challenge handed out with options (and drops the expired ones, so the table stays small). */
export async function storeChallenge(
  db: Db,
  challenge: string,
  owner: ChallengeOwner,
  rp: RelyingParty,
  now: Date,
): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge,
      purpose: owner.purpose,
      merchant_code: owner.merchantCode,
      member_id: owner.memberId,
      rp_id: rp.rpId,
      origin: rp.origin,
      expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS).toISOString(),
    })
    .execute();
}

/**
 * Uses up a challenge: the one delete that removes the row wins, so two answers racing with the same
 * challenge cannot both pass, and a replayed answer finds nothing. The challenge must still be live and
 * have been handed out for this purpose, merchant and member. Answers where it is bound, or null.
 */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  owner: ChallengeOwner,
  now: Date,
): Promise<RelyingParty | null> {
  const row = await db
    .selectFrom('passkey_challenges')
    .selectAll()
    .where('challenge', '=', challenge)
    .executeTakeFirst();
  if (!row) return null;
  const deleted = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return null;
  const matches =
    row.purpose === owner.purpose &&
    row.merchant_code === owner.merchantCode &&
    row.member_id === owner.memberId &&
    row.expires_at > now.toISOString();
  return matches ? { rpId: row.rp_id, origin: row.origin } : null;
}
