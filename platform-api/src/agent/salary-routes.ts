import { checksContracts, ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { dayRange, isoDay } from '../common/date-range';
import { forbidden } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireAgent, teamRange } from './agent-guard';
import { applyForSalaryContract, salaryApplicationOf } from './salary-application';
import { acceptedSalaryContract, salaryDays } from './salary-store';

/** Daily salary: the contract (or the application for one), today so far and a range's days from team bets. */
export function registerSalaryRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.dailySalaryContract, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    return {
      contract: await acceptedSalaryContract(ctx.deps.db, session.memberId),
      appliedAt: await salaryApplicationOf(ctx.deps.db, session.memberId),
    };
  });

  registerEndpoint(app, ENDPOINTS.applyDailySalaryContract, async (ctx) => {
    const session = sessionOf(ctx);
    // Types never prompted for contracts (SPEC 6) cannot apply for one either.
    requireAgent(session);
    if (!checksContracts(session.type)) throw forbidden();
    return { appliedAt: await applyForSalaryContract(ctx.deps.db, session.memberId, new Date()) };
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
