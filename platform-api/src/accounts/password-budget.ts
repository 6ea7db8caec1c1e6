import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { verifyPassword } from '../security/password';
import { refundEvent, takePasswordAttempt } from './account-events';
import { loginMemberById } from './account-store';
import { LOCKOUT } from './limits';
import { accountFailures, accountLocked, recordLoginFailure } from './lockout';

/** Who is re-authenticating: the session's member, by the account name logins count under. */
export interface PasswordOwner {
  memberId: number;
  merchantCode: string;
  userName: string;
}

/**
 * One per-account budget for every check of the login password (issue 26 finding 8). Logins spend it
 * through the same counters in login-flow.ts (`takePasswordAttempt`, `recordLoginFailure`); every other
 * check (password change, withdrawal-password reset, e-mail and mobile change, bank cards, security
 * questions) goes through here, so a session holder cannot guess the password by any side door: their
 * failures count towards the login's delays, and once the account's failures fill the window no check runs.
 */
export async function requireLoginPassword(
  db: Db,
  owner: PasswordOwner,
  password: string,
  ip: string,
  /** Which form field the wrong password is shown under. */
  field: string,
  now: Date = new Date(),
): Promise<void> {
  if ((await accountFailures(db, owner.merchantCode, owner.userName, now)) >= LOCKOUT.failures)
    throw accountLocked();
  const slot = await takePasswordAttempt(db, owner.merchantCode, owner.userName, now);
  const member = await loginMemberById(db, owner.memberId);
  if (member && password && (await verifyPassword(password, member.passwordHash))) {
    await refundEvent(db, slot);
    return;
  }
  await recordLoginFailure(db, owner.merchantCode, owner.userName, ip, now);
  if ((await accountFailures(db, owner.merchantCode, owner.userName, now)) >= LOCKOUT.failures)
    throw accountLocked();
  throw new ApiError('WRONG_CREDENTIALS', 400, { field });
}
