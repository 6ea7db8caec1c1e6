import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireAgent, teamRange } from './agent-guard';
import { rebateIncome } from './rebate-income';
import { membersOf, teamBets, teamPnl } from './team-reports';
import { teamTree } from './team-tree';

/** Team profit and loss per member, and the team's bets, for a range of at most 31 days. */
export function registerTeamReportRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.teamPnl, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const range = teamRange(ctx.input.startDate, ctx.input.endDate);
    const tree = await teamTree(ctx.deps.db, session.memberId);
    const members = await membersOf(ctx.deps.db, tree, ctx.input.username || undefined);
    return { rows: await teamPnl(ctx.deps.db, tree, members, range) };
  });

  registerEndpoint(app, ENDPOINTS.teamBets, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const range = teamRange(ctx.input.startDate, ctx.input.endDate);
    const tree = await teamTree(ctx.deps.db, session.memberId);
    const members = await membersOf(ctx.deps.db, tree, ctx.input.username || undefined);
    return teamBets(ctx.deps.db, members, range, ctx.input.pageNo);
  });

  registerEndpoint(app, ENDPOINTS.teamRebateIncome, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const range = teamRange(ctx.input.startDate, ctx.input.endDate);
    const tree = await teamTree(ctx.deps.db, session.memberId);
    return rebateIncome(ctx.deps.db, session.memberId, tree, range);
  });
}
