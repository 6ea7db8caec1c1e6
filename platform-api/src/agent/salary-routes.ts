import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { dayRange, isoDay } from '../common/date-range';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireAgent, teamRange } from './agent-guard';
import { acceptedSalaryContract, salaryDays } from './salary-store';

/** Daily salary: the accepted contract, today so far and the days of a range, all from the team's bets. */
export function registerSalaryRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.dailySalaryContract, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    return { contract: await acceptedSalaryContract(ctx.deps.db, session.memberId) };
  });

  registerEndpoint(app, ENDPOINTS.currentDailySalary, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const contract = await acceptedSalaryContract(ctx.deps.db, session.memberId);
    if (!contract) return { today: null };
    const today = isoDay(new Date());
    const [day] = await salaryDays(ctx.deps.db, session.memberId, contract, dayRange(today, today));
    return { today: day ?? null };
  });

  registerEndpoint(app, ENDPOINTS.queryDailySalary, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const range = teamRange(ctx.input.startDate, ctx.input.endDate);
    const contract = await acceptedSalaryContract(ctx.deps.db, session.memberId);
    if (!contract) return { days: [], total: 0 };
    const days = await salaryDays(ctx.deps.db, session.memberId, contract, range);
    return { days, total: days.reduce((sum, d) => sum + d.salary, 0) };
  });
}
