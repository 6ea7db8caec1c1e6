import { closedDividendPeriods } from '@mobile/shared-contracts';
import { isoDay } from '../../common/date-range';
import type { Db } from '../../db/schema';
import { placeBet } from '../../vendor/bet-service';
import { recordTransaction } from '../../wallet/wallet-store';

/** Accepted half-monthly dividend contracts down agent41's team (agent41's own comes from the operator). */
export const DIVIDEND_CONTRACTS: Record<string, { minTeamLoss: number; sharePercent: number }> = {
  agent41: { minTeamLoss: 1_000, sharePercent: 30 },
  agent41s1: { minTeamLoss: 1_000, sharePercent: 20 },
  agent41s2: { minTeamLoss: 1_000, sharePercent: 20 },
  agent41s1a: { minTeamLoss: 1_000, sharePercent: 10 },
};

/** agent41's accepted daily salary terms (the seed bets for two of its team every day, ₱125 in all). */
export const SALARY_TERMS = [
  { term: 'minTeamBets', value: 100 },
  { term: 'minActiveMembers', value: 2 },
  { term: 'salary', value: 300 },
];

/** A losing player under each contracted branch, so every closed period has a dividend to pay. */
const LOSING_PLAYERS = ['agent41s1p1', 'agent41s1ap1'];
const LOSS_CENTS = 1_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dividend and salary demo: agent41's accepted daily salary, the dividend contracts, a lost ₱10,000 stake by a player of each branch in every closed
 * period the history shows (through the real ledger and bets), and agent41 funded to pay them. Runs
 * once per merchant (skipped when agent41 already holds its contract).
 */
export async function seedAgentDividend(db: Db, ids: Map<string, number>, now: Date): Promise<void> {
  const agent41 = ids.get('agent41');
  if (agent41 === undefined) return;
  const existing = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('member_id', '=', agent41)
    .where('kind', '=', 'dividend')
    .where('status', '=', 'ACCEPTED')
    .executeTakeFirst();
  if (existing) return;
  const accepted = new Date(now.getTime() - 100 * DAY_MS).toISOString();
  // agent41's daily salary: its team's two bets of every day (seeded) reach these terms.
  await db
    .insertInto('agent_contracts')
    .values({
      member_id: agent41,
      kind: 'dailySalary',
      period: 'DAILY',
      terms: JSON.stringify(SALARY_TERMS),
      status: 'ACCEPTED',
      offered_at: accepted,
      decided_at: accepted,
    })
    .execute();
  for (const [username, terms] of Object.entries(DIVIDEND_CONTRACTS)) {
    const memberId = ids.get(username);
    if (memberId === undefined) continue;
    await db
      .insertInto('agent_contracts')
      .values({
        member_id: memberId,
        kind: 'dividend',
        period: 'HALF_MONTH',
        terms: JSON.stringify([
          { term: 'minTeamLoss', value: terms.minTeamLoss },
          { term: 'sharePercent', value: terms.sharePercent },
        ]),
        status: 'ACCEPTED',
        offered_at: accepted,
        decided_at: accepted,
      })
      .execute();
  }
  const game = await db.selectFrom('games').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const periods = closedDividendPeriods('HALF_MONTH', isoDay(now));
  for (const username of LOSING_PLAYERS) {
    const memberId = ids.get(username);
    if (memberId === undefined) continue;
    for (const period of periods) {
      const at = new Date(Date.parse(`${period.start}T12:00:00Z`) + 4 * DAY_MS);
      await recordTransaction(db, {
        memberId,
        txCode: 'DEPOSIT',
        amountCents: LOSS_CENTS,
        remark: 'Deposit via bank transfer',
        at,
      });
      await placeBet(db, {
        memberId,
        gameId: game.id,
        playType: null,
        amountCents: LOSS_CENTS,
        payoutCents: 0,
        detail: '{}',
        at,
      });
    }
  }
  await recordTransaction(db, {
    memberId: agent41,
    txCode: 'DEPOSIT',
    amountCents: 5_000_000,
    remark: 'Deposit via bank transfer',
    at: new Date(now.getTime() - 90 * DAY_MS),
  });
}
