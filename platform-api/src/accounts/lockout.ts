import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { clearEvents, countEvents, recordEvent } from './account-events';
import { LOCKOUT, loginDelayMs } from './limits';

const FAIL = 'login_fail';
const accountSubject = (merchantCode: string, username: string) => `acct:${merchantCode}:${username}`;
const ipSubject = (ip: string) => `ip:${ip}`;

/** Re-authentication (password-budget.ts) once the account's failures fill the window; never the login. */
export const accountLocked = () => new ApiError('ACCOUNT_LOCKED', 423);

/** A login tried before the account's delay ends: nothing was checked; `retryAfter` says when to try. */
export const loginDelayed = (retryAfter: string) =>
  new ApiError('LOGIN_DELAYED', 429, { retryAfter, captcha: true });

/**
 * Until when logins of this account wait (issue 26 finding 6): nothing for the first `LOCKOUT.failures - 1`
 * failures in the window, then a delay after the latest that doubles with each further failure, up to
 * `LOCKOUT.maxDelayMs`. It is a wait, never a lock: once it ends, the right password (with the captcha) gets in.
 */
export async function loginDelayUntil(db: Db, merchantCode: string, username: string, now: Date) {
  const subject = accountSubject(merchantCode, username);
  const events = db.selectFrom('account_events').where('kind', '=', FAIL).where('subject', '=', subject);
  const latest = await events
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('created_at', '>', new Date(now.getTime() - LOCKOUT.windowMs).toISOString())
    .executeTakeFirst();
  if (!latest?.at) return null;
  const latestAt = Date.parse(String(latest.at));
  // Counted in the window that ends at the latest failure: the wait it set does not shrink as time passes.
  const failures = await countEvents(db, FAIL, subject, LOCKOUT.windowMs, new Date(latestAt + 1));
  const delay = loginDelayMs(failures);
  const until = new Date(latestAt + delay);
  return delay && until > now ? until.toISOString() : null;
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

/** Counts a failed password check (login or re-authentication) of the account and of the address. */
export async function recordLoginFailure(
  db: Db,
  merchantCode: string,
  username: string,
  ip: string,
  now: Date,
): Promise<void> {
  await recordEvent(db, FAIL, accountSubject(merchantCode, username), now);
  await recordEvent(db, FAIL, ipSubject(ip), now);
}

/** A right password (or a reset) forgets the account's failures, and with them its delay. */
export async function clearLoginFailures(db: Db, merchantCode: string, username: string): Promise<void> {
  await clearEvents(db, FAIL, accountSubject(merchantCode, username));
}

/** Failed password checks of this account within the window (logins and every re-authentication). */
export function accountFailures(db: Db, merchantCode: string, username: string, now: Date): Promise<number> {
  return countEvents(db, FAIL, accountSubject(merchantCode, username), LOCKOUT.windowMs, now);
}
