import {
  closedDividendPeriods,
  type DividendContract,
  type DividendPeriod,
  dividendPeriodOf,
  ENDPOINTS,
  previousDividendPeriod,
  whitelabelSchema,
} from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { dayRange, isoDay } from '../common/date-range';
import { centsToAmount } from '../common/money';
import type { Db } from '../db/schema';
import { forbidden } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { whitelabelDefaults } from '../merchants/default-settings';
import type { Merchant } from '../merchants/merchant-store';
import type { Session } from '../sessions/session-store';
import { settingOr } from '../system/settings-routes';
import { requireAgent } from './agent-guard';
import { payDividend } from './dividend-payout';
import { acceptedDividendContract, dividendRow } from './dividend-store';
import { rebateIncome } from './rebate-income';
import { teamTree } from './team-tree';

export const DIVIDEND_FEATURE = 'DIVIDEND';

/** SPEC 2: the dividend exists only with the whitelabel feature; every dividend call refuses without it. */
async function requireDividend(db: Db, merchant: Merchant, session: Session): Promise<void> {
  requireAgent(session);
  const whitelabel = await settingOr(db, merchant.code, 'whitelabel', whitelabelSchema, () =>
    whitelabelDefaults('full'),
  );
  if (!whitelabel.features.includes(DIVIDEND_FEATURE)) throw forbidden();
}

const self = (session: Session) => ({ id: session.memberId, username: session.userName });

async function income(db: Db, session: Session, contract: DividendContract | null, period: DividendPeriod) {
  const dividend = contract ? (await dividendRow(db, self(session), contract, period, false)).dividend : 0;
  const tree = await teamTree(db, session.memberId);
  const rebates = await rebateIncome(db, session.memberId, tree, dayRange(period.start, period.end));
  return {
    period,
    dividend,
    rebateIncome: rebates.total,
    total: centsToAmount(Math.round((dividend + rebates.total) * 100)),
  };
}

/** Dividend: contract, current period, history, downlines' dividends and their payout, income. */
export function registerDividendRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.dividendContract, async (ctx) => {
    const session = sessionOf(ctx);
    await requireDividend(ctx.deps.db, ctx.merchant, session);
    return { contract: await acceptedDividendContract(ctx.deps.db, session.memberId) };
  });

  registerEndpoint(app, ENDPOINTS.currentDividend, async (ctx) => {
    const session = sessionOf(ctx);
    await requireDividend(ctx.deps.db, ctx.merchant, session);
    const contract = await acceptedDividendContract(ctx.deps.db, session.memberId);
    if (!contract) return { current: null };
    const period = dividendPeriodOf(contract.cycle, isoDay(new Date()));
    return { current: await dividendRow(ctx.deps.db, self(session), contract, period, false) };
  });

  registerEndpoint(app, ENDPOINTS.queryDividend, async (ctx) => {
    const session = sessionOf(ctx);
    const db = ctx.deps.db;
    await requireDividend(db, ctx.merchant, session);
    const today = isoDay(new Date());
    if (ctx.input.scope === 'own') {
      const contract = await acceptedDividendContract(db, session.memberId);
      if (!contract) return { rows: [] };
      const periods = closedDividendPeriods(contract.cycle, today);
      return {
        rows: await Promise.all(periods.map((p) => dividendRow(db, self(session), contract, p, true))),
      };
    }
    // Direct downline agents under a dividend contract: what is due to them and what was paid.
    const downlines = await db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('parent_id', '=', session.memberId)
      .orderBy('username')
      .execute();
    const rows = [];
    for (const member of downlines) {
      const contract = await acceptedDividendContract(db, member.id);
      if (!contract) continue;
      for (const period of closedDividendPeriods(contract.cycle, today)) {
        const row = await dividendRow(db, member, contract, period, true);
        if (row.status !== 'NONE') rows.push(row);
      }
    }
    return { rows };
  });

  registerEndpoint(app, ENDPOINTS.payoutDividend, async (ctx) => {
    const session = sessionOf(ctx);
    await requireDividend(ctx.deps.db, ctx.merchant, session);
    return payDividend(
      ctx.deps.db,
      session,
      ctx.input.memberId,
      ctx.input.periodStart,
      new Date(),
      ctx.request.trace.traceId,
    );
  });

  registerEndpoint(app, ENDPOINTS.agentIncome, async (ctx) => {
    const session = sessionOf(ctx);
    const db = ctx.deps.db;
    await requireDividend(db, ctx.merchant, session);
    const contract = await acceptedDividendContract(db, session.memberId);
    const current = dividendPeriodOf(contract?.cycle ?? 'HALF_MONTH', isoDay(new Date()));
    const previous = previousDividendPeriod(contract?.cycle ?? 'HALF_MONTH', current);
    return {
      previous: await income(db, session, contract, previous),
      current: await income(db, session, contract, current),
    };
  });
}
