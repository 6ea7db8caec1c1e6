import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireAgent, teamRange } from './agent-guard';
import { teamFigures, teamTrend } from './team-figures';
import { teamMemberIds } from './team-tree';

/** Team overview: the period's figures (TeamKPIA) and one point per day (TeamKPIB). */
export function registerTeamOverviewRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.teamKpiA, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const range = teamRange(ctx.input.startDate, ctx.input.endDate);
    return teamFigures(ctx.deps.db, await teamMemberIds(ctx.deps.db, session.memberId), range);
  });

  registerEndpoint(app, ENDPOINTS.teamKpiB, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const range = teamRange(ctx.input.startDate, ctx.input.endDate);
    const ids = await teamMemberIds(ctx.deps.db, session.memberId);
    return { points: await teamTrend(ctx.deps.db, ids, range) };
  });
}
