import { sessionOf } from '../http/register-endpoint';
import { requireAccess } from '../http/require-access';
import type { Session } from '../sessions/session-store';

/** SPEC 5 free-access check on the server too (the `depositor` rule): only types 0, 1 and 2 move money. */
export function moneySessionOf(ctx: { session: Session | null }): Session {
  const session = sessionOf(ctx);
  requireAccess('depositor', session);
  return session;
}
