import {
  type DailySalaryContract,
  type DailySalaryDay,
  dailySalaryQualifies,
} from '@mobile/shared-contracts';
import { sql } from 'kysely';
import type { TimeRange } from '../common/date-range';
import { centsToAmount } from '../common/money';
import type { Db, DbNumber } from '../db/schema';
import { acceptedContract } from './contract-store';
import { teamMemberIds } from './team-tree';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The member's accepted daily salary contract (the newest answer counts), or null without one. */
export async function acceptedSalaryContract(db: Db, memberId: number): Promise<DailySalaryContract | null> {
  const contract = await acceptedContract(db, memberId, 'dailySalary');
  if (!contract) return null;
  return {
    minTeamBets: contract.term('minTeamBets'),
    minActiveMembers: contract.term('minActiveMembers'),
    salary: contract.term('salary'),
    acceptedAt: contract.acceptedAt,
  };
}

/**
 * Each day of the range, newest first: the team's stakes and its members who bet, from game_bets (days
 * are UTC days: the ISO timestamp's first ten characters, the same on SQLite and PostgreSQL), and whether
 * the day is paid (its payout row, with the amount paid), pending or short of the terms. A day before the
 * contract was accepted earns nothing under it.
 */
export async function salaryDays(
  db: Db,
  agentId: number,
  contract: DailySalaryContract,
  range: TimeRange,
): Promise<DailySalaryDay[]> {
  const ids = await teamMemberIds(db, agentId);
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('game_bets')
          .select((eb) => [
            day.as('day'),
            eb.fn.sum<DbNumber>('amount_cents').as('stakes'),
            eb.fn.count<DbNumber>('member_id').distinct().as('players'),
          ])
          .where('member_id', 'in', ids)
          .where('created_at', '>=', range.from)
          .where('created_at', '<', range.to)
          .groupBy(day)
          .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const payouts = await db
    .selectFrom('salary_payouts')
    .select(['day', 'amount_cents'])
    .where('member_id', '=', agentId)
    .where('day', '>=', range.from.slice(0, 10))
    .where('day', '<', range.to.slice(0, 10))
    .execute();
  const paidByDay = new Map(payouts.map((p) => [p.day, centsToAmount(Number(p.amount_cents))]));
  const inForceFrom = contract.acceptedAt?.slice(0, 10) ?? '';
  const days: DailySalaryDay[] = [];
  for (let at = Date.parse(range.to) - DAY_MS; at >= Date.parse(range.from); at -= DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    const row = byDay.get(date);
    const teamBets = centsToAmount(Number(row?.stakes ?? 0));
    const activeMembers = Number(row?.players ?? 0);
    const qualified = date >= inForceFrom && dailySalaryQualifies(teamBets, activeMembers, contract);
    const paid = paidByDay.get(date);
    days.push(
      paid === undefined
        ? {
            date,
            teamBets,
            activeMembers,
            qualified,
            salary: qualified ? contract.salary : 0,
            status: qualified ? 'pending' : 'none',
          }
        : { date, teamBets, activeMembers, qualified, salary: paid, status: 'paid' },
    );
  }
  return days;
}
