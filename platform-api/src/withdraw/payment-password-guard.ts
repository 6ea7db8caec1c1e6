import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { verifyPassword } from '../security/password';

/** Issue 26 finding 9: five wrong withdrawal passwords in a row lock it for 30 minutes. */
export const PAYMENT_PASSWORD_LOCK = { failures: 5, lockMs: 30 * 60_000 } as const;

/** HTTP 423 with the time the withdrawal password can be tried again, for the screens to show. */
export const paymentPasswordLocked = (lockedUntil: string) =>
  new ApiError('PAYMENT_PASSWORD_LOCKED', 423, { lockedUntil });

const table = 'payment_password_guards' as const;

/**
 * Takes one try from the member's budget before the password is checked, in one conditional UPDATE:
 * concurrent wrong tries cannot get past the budget because each must first win a slot. An ended lock
 * starts a fresh count.
 */
async function reserveTry(db: Db, memberId: number, now: Date): Promise<boolean> {
  await db
    .insertInto(table)
    .values({ member_id: memberId, failures: 0, locked_until: null })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  await db
    .updateTable(table)
    .set({ failures: 0, locked_until: null })
    .where('member_id', '=', memberId)
    .where('locked_until', '<=', now.toISOString())
    .execute();
  const taken = await db
    .updateTable(table)
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('locked_until', 'is', null)
    .where('failures', '<', PAYMENT_PASSWORD_LOCK.failures)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

async function guardRow(db: Db, memberId: number) {
  return db
    .selectFrom(table)
    .select(['failures', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The lock's end: the stored one, or (while the last tries are still being checked) one from now. */
async function lockEnd(db: Db, memberId: number, now: Date): Promise<string> {
  const until = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK.lockMs).toISOString();
  await db
    .updateTable(table)
    .set({ locked_until: until })
    .where('member_id', '=', memberId)
    .where('locked_until', 'is', null)
    .where('failures', '>=', PAYMENT_PASSWORD_LOCK.failures)
    .execute();
  return (await guardRow(db, memberId))?.locked_until ?? until;
}

/**
 * Checks a withdrawal password against its hash within the member's attempt budget: a right one clears
 * the count; a wrong one answers PAYMENT_PASSWORD_WRONG with the tries left, the fifth locks
 * (PAYMENT_PASSWORD_LOCKED with `lockedUntil`). Runs outside any money transaction, so a refused
 * money move does not roll the count back.
 */
export async function checkPaymentPasswordGuarded(
  db: Db,
  memberId: number,
  password: string,
  hash: string,
  now: Date = new Date(),
): Promise<void> {
  if (!(await reserveTry(db, memberId, now))) throw paymentPasswordLocked(await lockEnd(db, memberId, now));
  if (await verifyPassword(password, hash)) {
    await db.updateTable(table).set({ failures: 0 }).where('member_id', '=', memberId).execute();
    return;
  }
  const failures = Number((await guardRow(db, memberId))?.failures ?? PAYMENT_PASSWORD_LOCK.failures);
  if (failures >= PAYMENT_PASSWORD_LOCK.failures)
    throw paymentPasswordLocked(await lockEnd(db, memberId, now));
  throw new ApiError('PAYMENT_PASSWORD_WRONG', 400, {
    attemptsLeft: PAYMENT_PASSWORD_LOCK.failures - failures,
  });
}
