import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { LIMITS, type Limit } from './limits';

/** Timestamped events (attempts, failures, sends) counted in sliding windows. */
export async function recordEvent(db: Db, kind: string, subject: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('account_events')
    .values({ kind, subject, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Gives one taken attempt back (a login that succeeded must not count against any limit). */
export async function refundEvent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('account_events').where('id', '=', id).execute();
}

export async function countEvents(
  db: Db,
  kind: string,
  subject: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('account_events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('created_at', '>', new Date(now.getTime() - windowMs).toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function clearEvents(db: Db, kind: string, subject: string): Promise<void> {
  await db.deleteFrom('account_events').where('kind', '=', kind).where('subject', '=', subject).execute();
}

export const rateLimited = () => new ApiError('RATE_LIMITED', 429);

/** Counts this attempt, refusing it with 429 once the window already holds `max` of them; answers its id. */
export async function takeAttempt(
  db: Db,
  kind: string,
  subject: string,
  limit: Limit,
  now: Date,
): Promise<number> {
  if ((await countEvents(db, kind, subject, limit.windowMs, now)) >= limit.max) throw rateLimited();
  return recordEvent(db, kind, subject, now);
}

/** One password try on an account: logins, password changes and security-question changes share its budget. */
export async function takePasswordAttempt(
  db: Db,
  merchantCode: string,
  account: string,
  now: Date,
): Promise<number> {
  return takeAttempt(db, 'login_acct', `${merchantCode}:${account}`, LIMITS.loginPerAccount, now);
}

/** Old events are only kept as long as the longest window needs them. */
export async function pruneEvents(db: Db, now: Date, keepMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db
    .deleteFrom('account_events')
    .where('created_at', '<', new Date(now.getTime() - keepMs).toISOString())
    .execute();
}
