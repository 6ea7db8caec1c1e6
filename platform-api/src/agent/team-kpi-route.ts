import { ENDPOINTS, isAgent } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { dayRange } from '../common/date-range';
import { forbidden } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { teamKpi } from './team-store';

export function registerTeamKpiRoute(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.teamKpiC, async (ctx) => {
    const session = sessionOf(ctx);
    // SPEC 6: types 0, 4 and 40 have no agent area.
    if (!isAgent(session.type)) throw forbidden();
    const range = dayRange(ctx.input.startDate, ctx.input.endDate);
    return { footer: await teamKpi(ctx.deps.db, session.memberId, range) };
  });
}
