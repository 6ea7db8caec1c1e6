import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { rateLimited } from '../accounts/account-events';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { verifyPassword } from '../security/password';

/** Issue 26 finding 9: five wrong withdrawal passwords in a row lock it for 30 minutes. */
export const PAYMENT_PASSWORD_LOCK = { failures: 5, lockMs: 30 * 60_000 } as const;
/** A check still "in flight" after this long died with its process: its slot is given back. */
const STALE_PENDING_MS = 2 * 60_000;
/**
 * While every slot is taken by checks in flight, a try waits for them (the owner's parallel calls):
 * polling from 20 ms, backing off to 250 ms, for as long as a check in flight can live. A fixed short
 * cap answered 'busy' whenever password hashing was slow (a loaded machine), not only when stuck.
 */
const WAIT_FIRST_MS = 20;
const WAIT_STEP_MAX_MS = 250;
const WAIT_MAX_MS = STALE_PENDING_MS;

/** HTTP 423 with the time the withdrawal password can be tried again, for the screens to show. */
export const paymentPasswordLocked = (lockedUntil: string) =>
  new ApiError('PAYMENT_PASSWORD_LOCKED', 423, { lockedUntil });

const table = 'payment_password_guards' as const;
const releasePending = sql<number>`case when pending > 0 then pending - 1 else 0 end`;

async function guardRow(db: Db, memberId: number) {
  return db
    .selectFrom(table)
    .select(['failures', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Takes a slot of the member's budget before the password is checked, in one conditional UPDATE: wrong
 * tries so far plus tries being checked never exceed the budget, so concurrent guesses cannot get past
 * it. An ended lock starts a fresh count. Answers the lock's end when locked, 'busy' when every slot is
 * held by a check in flight.
 */
async function reserveTry(db: Db, memberId: number, now: Date): Promise<'reserved' | 'busy' | string> {
  const at = now.toISOString();
  await db
    .insertInto(table)
    .values({ member_id: memberId })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  await db
    .updateTable(table)
    .set({ failures: 0, locked_until: null })
    .where('member_id', '=', memberId)
    .where('locked_until', '<=', at)
    .execute();
  await db
    .updateTable(table)
    .set({ pending: 0 })
    .where('member_id', '=', memberId)
    .where('pending', '>', 0)
    .where('pending_since', '<', new Date(now.getTime() - STALE_PENDING_MS).toISOString())
    .execute();
  const taken = await db
    .updateTable(table)
    .set((eb) => ({ pending: eb('pending', '+', 1), pending_since: at }))
    .where('member_id', '=', memberId)
    .where('locked_until', 'is', null)
    .where((eb) => eb(eb('failures', '+', eb.ref('pending')), '<', PAYMENT_PASSWORD_LOCK.failures))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return 'reserved';
  return (await guardRow(db, memberId))?.locked_until ?? 'busy';
}

/** The fifth failure sets the lock (once, whichever check saw it first); answers its end. */
async function lockEnd(db: Db, memberId: number, now: Date): Promise<string> {
  await db
    .updateTable(table)
    .set({ locked_until: new Date(now.getTime() + PAYMENT_PASSWORD_LOCK.lockMs).toISOString() })
    .where('member_id', '=', memberId)
    .where('locked_until', 'is', null)
    .where('failures', '>=', PAYMENT_PASSWORD_LOCK.failures)
    .execute();
  const row = await guardRow(db, memberId);
  return row?.locked_until ?? new Date(now.getTime() + PAYMENT_PASSWORD_LOCK.lockMs).toISOString();
}

/**
 * Checks a withdrawal password against its hash within the member's attempt budget: a right one clears
 * the count; a wrong one answers PAYMENT_PASSWORD_WRONG with the tries left, the fifth locks
 * (PAYMENT_PASSWORD_LOCKED with `lockedUntil`). Must run outside any transaction that a refusal rolls
 * back (the withdraw endpoint checks it before its money transaction).
 */
export async function checkPaymentPasswordGuarded(
  db: Db,
  memberId: number,
  password: string,
  hash: string,
  now: Date = new Date(),
): Promise<void> {
  let slot = await reserveTry(db, memberId, now);
  let waited = 0;
  let step = WAIT_FIRST_MS;
  while (slot === 'busy' && waited < WAIT_MAX_MS) {
    await sleep(step);
    waited += step;
    step = Math.min(step * 2, WAIT_STEP_MAX_MS);
    slot = await reserveTry(db, memberId, now);
  }
  if (slot === 'busy') throw rateLimited();
  if (slot !== 'reserved') throw paymentPasswordLocked(slot);
  if (await verifyPassword(password, hash)) {
    await db
      .updateTable(table)
      .set({ failures: 0, pending: releasePending })
      .where('member_id', '=', memberId)
      .execute();
    return;
  }
  await db
    .updateTable(table)
    .set((eb) => ({ failures: eb('failures', '+', 1), pending: releasePending }))
    .where('member_id', '=', memberId)
    .execute();
  const failures = Number((await guardRow(db, memberId))?.failures ?? PAYMENT_PASSWORD_LOCK.failures);
  if (failures >= PAYMENT_PASSWORD_LOCK.failures)
    throw paymentPasswordLocked(await lockEnd(db, memberId, now));
  throw new ApiError('PAYMENT_PASSWORD_WRONG', 400, {
    attemptsLeft: PAYMENT_PASSWORD_LOCK.failures - failures,
  });
}
