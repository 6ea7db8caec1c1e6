import type { TeamKpi, TeamTrendPoint } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import type { TimeRange } from '../common/date-range';
import { centsToAmount } from '../common/money';
import type { Db, DbNumber } from '../db/schema';

const ZERO: TeamKpi = {
  registrations: 0,
  firstDeposits: 0,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  profit: 0,
  activeMembers: 0,
  onlineMembers: 0,
};

const num = (value: DbNumber | null | undefined) => Number(value ?? 0);

/**
 * The team's figures for a period, read from members, the ledger (deposits, withdrawals), game bets
 * (stakes, payouts, active players) and live sessions: nothing is stored twice.
 */
export async function teamFigures(
  db: Db,
  memberIds: readonly number[],
  range: TimeRange,
  now: Date = new Date(),
): Promise<TeamKpi> {
  if (memberIds.length === 0) return ZERO;
  const ids = [...memberIds];
  const ledgerSum = (txCode: string) =>
    db
      .selectFrom('transactions')
      .select((eb) => eb.fn.sum<DbNumber>('amount_cents').as('cents'))
      .where('member_id', 'in', ids)
      .where('tx_code', '=', txCode)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .executeTakeFirstOrThrow();
  const [registered, firstDeposits, deposits, withdrawals, bets, online] = await Promise.all([
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<DbNumber>().as('n'))
      .where('id', 'in', ids)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transactions')
      .select('member_id')
      .where('member_id', 'in', ids)
      .where('tx_code', '=', 'DEPOSIT')
      .groupBy('member_id')
      .having((eb) => eb.fn.min('created_at'), '>=', range.from)
      .having((eb) => eb.fn.min('created_at'), '<', range.to)
      .execute(),
    ledgerSum('DEPOSIT'),
    ledgerSum('WITHDRAW'),
    db
      .selectFrom('game_bets')
      .select((eb) => [
        eb.fn.sum<DbNumber>('amount_cents').as('stakes'),
        eb.fn.sum<DbNumber>('payout_cents').as('payouts'),
        eb.fn.count<DbNumber>('member_id').distinct().as('players'),
      ])
      .where('member_id', 'in', ids)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.count<DbNumber>('member_id').distinct().as('n'))
      .where('member_id', 'in', ids)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  const stakes = num(bets.stakes);
  const payouts = num(bets.payouts);
  return {
    registrations: num(registered.n),
    firstDeposits: firstDeposits.length,
    deposits: centsToAmount(num(deposits.cents)),
    withdrawals: centsToAmount(-num(withdrawals.cents)),
    bets: centsToAmount(stakes),
    wins: centsToAmount(payouts),
    profit: centsToAmount(payouts - stakes),
    activeMembers: num(bets.players),
    onlineMembers: num(online.n),
  };
}

/** UTC day of an ISO timestamp, the same expression on SQLite and PostgreSQL. */
const dayOf = sql<string>`substr(created_at, 1, 10)`;

/** One point per day of the range (days without activity are zeros): deposits, stakes and result. */
export async function teamTrend(
  db: Db,
  memberIds: readonly number[],
  range: TimeRange,
): Promise<TeamTrendPoint[]> {
  const days: string[] = [];
  for (let t = Date.parse(range.from); t < Date.parse(range.to); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  if (memberIds.length === 0) return days.map((date) => ({ date, deposits: 0, bets: 0, profit: 0 }));
  const ids = [...memberIds];
  const [deposits, bets] = await Promise.all([
    db
      .selectFrom('transactions')
      .select((eb) => [dayOf.as('day'), eb.fn.sum<DbNumber>('amount_cents').as('cents')])
      .where('member_id', 'in', ids)
      .where('tx_code', '=', 'DEPOSIT')
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .groupBy(dayOf)
      .execute(),
    db
      .selectFrom('game_bets')
      .select((eb) => [
        dayOf.as('day'),
        eb.fn.sum<DbNumber>('amount_cents').as('stakes'),
        eb.fn.sum<DbNumber>('payout_cents').as('payouts'),
      ])
      .where('member_id', 'in', ids)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .groupBy(dayOf)
      .execute(),
  ]);
  const depositByDay = new Map(deposits.map((row) => [row.day, num(row.cents)]));
  const betByDay = new Map(bets.map((row) => [row.day, row]));
  return days.map((date) => {
    const bet = betByDay.get(date);
    const stakes = num(bet?.stakes);
    return {
      date,
      deposits: centsToAmount(depositByDay.get(date) ?? 0),
      bets: centsToAmount(stakes),
      profit: centsToAmount(num(bet?.payouts) - stakes),
    };
  });
}
