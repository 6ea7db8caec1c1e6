import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { clearEvents, countEvents, recordEvent } from './account-events';
import { LOCKOUT } from './limits';

const FAIL = 'login_fail';
const accountSubject = (merchantCode: string, username: string) => `acct:${merchantCode}:${username}`;
const ipSubject = (ip: string) => `ip:${ip}`;

export const accountLocked = () => new ApiError('ACCOUNT_LOCKED', 423);

export async function lockedUntil(db: Db, merchantCode: string, username: string, now: Date) {
  const row = await db
    .selectFrom('account_locks')
    .select('locked_until')
    .where('merchant_code', '=', merchantCode)
    .where('username', '=', username)
    .where('locked_until', '>', now.toISOString())
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/** After a failure on this account or from this IP within the window, logins need a captcha. */
export async function captchaNeeded(db: Db, merchantCode: string, username: string, ip: string, now: Date) {
  const byAccount = await countEvents(
    db,
    FAIL,
    accountSubject(merchantCode, username),
    LOCKOUT.windowMs,
    now,
  );
  if (byAccount > 0) return true;
  return (await countEvents(db, FAIL, ipSubject(ip), LOCKOUT.windowMs, now)) > 0;
}

/** Counts a failed login; the fifth within the window locks the account name for LOCKOUT.lockMs. */
export async function recordLoginFailure(
  db: Db,
  merchantCode: string,
  username: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  const subject = accountSubject(merchantCode, username);
  await recordEvent(db, FAIL, subject, now);
  await recordEvent(db, FAIL, ipSubject(ip), now);
  if ((await countEvents(db, FAIL, subject, LOCKOUT.windowMs, now)) < LOCKOUT.failures) return false;
  const until = new Date(now.getTime() + LOCKOUT.lockMs).toISOString();
  await db
    .insertInto('account_locks')
    .values({ merchant_code: merchantCode, username, locked_until: until })
    .onConflict((oc) => oc.columns(['merchant_code', 'username']).doUpdateSet({ locked_until: until }))
    .execute();
  await clearEvents(db, FAIL, subject);
  return true;
}

export async function clearLoginFailures(db: Db, merchantCode: string, username: string): Promise<void> {
  await clearEvents(db, FAIL, accountSubject(merchantCode, username));
  await db
    .deleteFrom('account_locks')
    .where('merchant_code', '=', merchantCode)
    .where('username', '=', username)
    .execute();
}

/** Failed password checks of this account within the window (logins and every re-authentication). */
export function accountFailures(db: Db, merchantCode: string, username: string, now: Date): Promise<number> {
  return countEvents(db, FAIL, accountSubject(merchantCode, username), LOCKOUT.windowMs, now);
}
