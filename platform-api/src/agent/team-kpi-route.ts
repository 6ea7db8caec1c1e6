import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { dayRange } from '../common/date-range';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireAccess } from '../http/require-access';
import { teamKpi } from './team-store';

export function registerTeamKpiRoute(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.teamKpiC, async (ctx) => {
    const session = sessionOf(ctx);
    requireAccess('agent', session);
    const range = dayRange(ctx.input.startDate, ctx.input.endDate);
    return { footer: await teamKpi(ctx.deps.db, session.memberId, range) };
  });
}
