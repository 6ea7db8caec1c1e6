import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { dayRange } from '../common/date-range';
import { centsToAmount } from '../common/money';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { PNL_COLUMNS, pnlSums } from './pnl-columns';

/** Codes every member can filter by, whether or not their ledger holds one yet. */
const STANDARD_TX_CODES = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'BET_REFUND',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
];

/** Profit and loss summed from the ledger rows of a period, and the ledger codes to filter by. */
export function registerPnlRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.memberPnl, async (ctx) => {
    const range = dayRange(ctx.input.startDate, ctx.input.endDate);
    const rows = await ctx.deps.db
      .selectFrom('transactions')
      .select((eb) => ['tx_code', eb.fn.sum<number>('amount_cents').as('cents')])
      .where('member_id', '=', sessionOf(ctx).memberId)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .groupBy('tx_code')
      .execute();
    const sums = pnlSums(rows.map((r) => ({ txCode: r.tx_code, cents: Number(r.cents) })));
    const amounts = Object.fromEntries(PNL_COLUMNS.map((c) => [c, centsToAmount(sums[c])]));
    return { ...amounts, net: centsToAmount(sums.net) } as Record<
      (typeof PNL_COLUMNS)[number] | 'net',
      number
    >;
  });

  registerEndpoint(app, ENDPOINTS.txCodeList, async (ctx) => {
    const rows = await ctx.deps.db
      .selectFrom('transactions')
      .select('tx_code')
      .distinct()
      .where('member_id', '=', sessionOf(ctx).memberId)
      .execute();
    return [...new Set([...STANDARD_TX_CODES, ...rows.map((r) => r.tx_code)])].sort();
  });
}
