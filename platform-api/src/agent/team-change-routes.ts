import { ENDPOINTS, isRebateAllowed, rebateCeiling } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/in-transaction';
import { badRequest } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { notInTeam, rebateTooHigh, requireAgent } from './agent-guard';
import { highestDownlineRebate, rebateOf, setRebate } from './rebate-store';
import { moveDownlines } from './team-moves';
import { teamTree } from './team-tree';

/** Team management writes: a downline's rebate and moves within the team, all checked here. */
export function registerTeamChangeRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.updateDownlineRebates, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const { memberId, rebate } = ctx.input;
    await inTransaction(ctx.deps.db, async (trx) => {
      const node = (await teamTree(trx, session.memberId)).find((n) => n.id === memberId);
      if (!node) throw notInTeam();
      const ceiling = rebateCeiling(
        await rebateOf(trx, session.memberId),
        await rebateOf(trx, node.parentId),
      );
      if (rebate > ceiling) throw rebateTooHigh();
      // Never below its own downlines' rebates, so the team stays ordered from the top down.
      const floor = await highestDownlineRebate(trx, memberId);
      if (!isRebateAllowed(rebate, ceiling) || rebate < floor) throw badRequest();
      await setRebate(trx, memberId, rebate, new Date());
    });
    return { memberId, rebate };
  });

  registerEndpoint(app, ENDPOINTS.transferDownline, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const moved = await moveDownlines(
      ctx.deps.db,
      session.memberId,
      [ctx.input.memberId],
      ctx.input.targetId,
    );
    return { moved };
  });

  registerEndpoint(app, ENDPOINTS.transferMultipleDownline, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const moved = await moveDownlines(ctx.deps.db, session.memberId, ctx.input.memberIds, ctx.input.targetId);
    return { moved };
  });
}
