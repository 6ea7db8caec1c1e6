import { canDeposit } from '@mobile/shared-contracts';
import { ApiError } from '../http/api-error';
import { sessionOf } from '../http/register-endpoint';
import type { Session } from '../sessions/session-store';

/** SPEC 5 free-access check on the server too: only member types 0, 1 and 2 move money. */
export function moneySessionOf(ctx: { session: Session | null }): Session {
  const session = sessionOf(ctx);
  if (!canDeposit(session.type)) throw new ApiError('FREE_REJECT', 403);
  return session;
}
