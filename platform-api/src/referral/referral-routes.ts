import { ENDPOINTS, isFreePlay } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { invitedFriends, referralCode } from './referral-store';

/** The invite-friends page: the member's code (created on first visit) and the friends who used it. */
export function registerReferralRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.referral, async (ctx) => {
    const session = sessionOf(ctx);
    if (isFreePlay(session.type)) throw new ApiError('FREE_REJECT', 403);
    const code = await referralCode(ctx.deps.db, session.merchantCode, session.memberId);
    return { code, ...(await invitedFriends(ctx.deps.db, session.memberId)) };
  });
}
