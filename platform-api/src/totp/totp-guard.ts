import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * Wrong second-step codes (authenticator or recovery) in a row before the member's codes lock, and for
 * how long (docs/decisions/0352): the withdrawal password's figures (issue 26 finding 9), so the two
 * secrets of a withdrawal wear out alike. 5 tries per 30 minutes against 3 live codes of 10^6.
 */
export const TOTP_LOCK = { failures: 5, lockMs: 30 * 60_000 } as const;

export const totpLocked = (lockedUntil: string) => new ApiError('TOTP_LOCKED', 423, { lockedUntil });

const table = 'member_totp' as const;

/**
 * Takes one try of the member's budget before the code is checked, counted as a failure until the check
 * clears it: one conditional UPDATE, so parallel guesses cannot pass the budget together. An ended lock
 * starts a fresh count. Answers null when the try is taken, else the lock's end.
 */
export async function reserveTotpTry(db: Db, memberId: number, now: Date): Promise<string | null> {
  const at = now.toISOString();
  await db
    .updateTable(table)
    .set({ failures: 0, locked_until: null })
    .where('member_id', '=', memberId)
    .where('locked_until', '<=', at)
    .execute();
  const taken = await db
    .updateTable(table)
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('locked_until', 'is', null)
    .where('failures', '<', TOTP_LOCK.failures)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return null;
  return lockEnd(db, memberId, now);
}

/** The lock, set once by whichever check saw the budget spent; answers its end. */
async function lockEnd(db: Db, memberId: number, now: Date): Promise<string> {
  const until = new Date(now.getTime() + TOTP_LOCK.lockMs).toISOString();
  await db
    .updateTable(table)
    .set({ locked_until: until })
    .where('member_id', '=', memberId)
    .where('locked_until', 'is', null)
    .execute();
  const row = await db
    .selectFrom(table)
    .select('locked_until')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.locked_until ?? until;
}

/** A right code: the count starts again. */
export async function clearTotpFailures(db: Db, memberId: number): Promise<void> {
  await db.updateTable(table).set({ failures: 0 }).where('member_id', '=', memberId).execute();
}

/** A wrong code (its try already counted): TOTP_WRONG with the tries left, or the lock once spent. */
export async function refuseWrongCode(db: Db, memberId: number, now: Date): Promise<never> {
  const row = await db
    .selectFrom(table)
    .select('failures')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const failures = Number(row?.failures ?? TOTP_LOCK.failures);
  if (failures >= TOTP_LOCK.failures) throw totpLocked(await lockEnd(db, memberId, now));
  throw new ApiError('TOTP_WRONG', 400, { attemptsLeft: TOTP_LOCK.failures - failures });
}
