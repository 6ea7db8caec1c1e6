import {
  type DividendContract,
  type DividendPeriod,
  type DividendRow,
  dividendCents,
  isDividendCycle,
} from '@mobile/shared-contracts';
import { sql } from 'kysely';
import { dayRange } from '../common/date-range';
import { centsToAmount } from '../common/money';
import type { Db, DbNumber } from '../db/schema';
import { acceptedContract } from './contract-store';
import { teamMemberIds } from './team-tree';

/** The ledger code of both sides of a payout (the upline's debit, the downline's credit). */
export const DIVIDEND_TX_CODE = 'DIVIDEND';

export const payoutReference = (payeeId: number, periodStart: string) => `dividend:${payeeId}:${periodStart}`;

/** The member's accepted dividend contract (the newest answer counts), or null without one. */
export async function acceptedDividendContract(db: Db, memberId: number): Promise<DividendContract | null> {
  const contract = await acceptedContract(db, memberId, 'dividend');
  if (!contract) return null;
  return {
    cycle: isDividendCycle(contract.period) ? contract.period : 'HALF_MONTH',
    minTeamLoss: contract.term('minTeamLoss'),
    sharePercent: contract.term('sharePercent'),
    acceptedAt: contract.acceptedAt,
  };
}

/** What the member's team (everyone below it) lost in the period: stakes minus payouts, from game_bets. */
export async function teamLossCents(db: Db, memberId: number, period: DividendPeriod): Promise<number> {
  const ids = await teamMemberIds(db, memberId);
  if (ids.length === 0) return 0;
  const range = dayRange(period.start, period.end);
  const row = await db
    .selectFrom('game_bets')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<DbNumber>('amount_cents'), sql<number>`0`).as('stakes'),
      eb.fn.coalesce(eb.fn.sum<DbNumber>('payout_cents'), sql<number>`0`).as('payouts'),
    ])
    .where('member_id', 'in', ids)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.stakes) - Number(row.payouts);
}

/** What the ledger shows the member received for a period's dividend (0 when unpaid). */
async function receivedCents(db: Db, payeeId: number, periodStart: string): Promise<number | null> {
  const payout = await db
    .selectFrom('dividend_payouts')
    .select('reference')
    .where('payee_id', '=', payeeId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
  if (!payout) return null;
  const sum = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<DbNumber>('amount_cents'), sql<number>`0`).as('cents'))
    .where('member_id', '=', payeeId)
    .where('tx_code', '=', DIVIDEND_TX_CODE)
    .where('reference', '=', payout.reference)
    .executeTakeFirstOrThrow();
  return Number(sum.cents);
}

/** A member's dividend for a period under its contract: computed from bets, paid status from the ledger. */
export async function dividendRow(
  db: Db,
  member: { id: number; username: string },
  contract: DividendContract,
  period: DividendPeriod,
  closed: boolean,
): Promise<DividendRow> {
  const lossCents = await teamLossCents(db, member.id, period);
  const cents = dividendCents(lossCents, contract);
  const received = await receivedCents(db, member.id, period.start);
  let status: DividendRow['status'] = 'NONE';
  if (received !== null) status = 'PAID';
  else if (closed && cents > 0) status = 'DUE';
  return {
    memberId: member.id,
    username: member.username,
    period,
    teamLoss: centsToAmount(lossCents),
    sharePercent: contract.sharePercent,
    dividend: centsToAmount(cents),
    paid: centsToAmount(received ?? 0),
    status,
  };
}
