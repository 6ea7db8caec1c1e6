import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { claimReward, listRewards } from './reward-store';

/** Reward centre: the member's rewards, and claiming an issued one into the wallet. */
export function registerRewardRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.rewards, (ctx) =>
    listRewards(ctx.deps.db, sessionOf(ctx).memberId, ctx.input.status),
  );
  registerEndpoint(app, ENDPOINTS.claimReward, (ctx) =>
    claimReward(
      ctx.deps.db,
      sessionOf(ctx).memberId,
      ctx.input.rewardId,
      new Date(),
      ctx.request.trace.traceId,
    ),
  );
}
