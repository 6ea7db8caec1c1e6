import { isoDay } from '../../common/date-range';
import type { Db } from '../../db/schema';
import { placeBet } from '../../vendor/bet-service';
import { readWallet, recordTransaction } from '../../wallet/wallet-store';
import { DISABLED_PASSWORD } from './members';
import { intBetween, seededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

interface TeamSeedMember {
  username: string;
  parent: string;
  /** 1: may run its own team (an agent type); 0: a player. */
  type: number;
  nickname: string;
}

/** agent41's three levels: sub-agents, a sub-sub-agent and players at every level. */
export const AGENT41_TEAM: readonly TeamSeedMember[] = [
  { username: 'agent41s1', parent: 'agent41', type: 1, nickname: 'Sub-agent Lia' },
  { username: 'agent41s2', parent: 'agent41', type: 1, nickname: 'Sub-agent Marco' },
  { username: 'agent41s1a', parent: 'agent41s1', type: 1, nickname: 'Sub-agent Nina' },
  { username: 'agent41s1p1', parent: 'agent41s1', type: 0, nickname: 'Player Oscar' },
  { username: 'agent41s1p2', parent: 'agent41s1', type: 0, nickname: 'Player Paz' },
  { username: 'agent41s1ap1', parent: 'agent41s1a', type: 0, nickname: 'Player Quin' },
  { username: 'agent41s1ap2', parent: 'agent41s1a', type: 0, nickname: 'Player Rey' },
];

/** Rebates in percent; downlines of the seed teams not named here have none. */
export const SEED_REBATES: Record<string, number> = {
  agent40: 1.5,
  agent41: 2,
  agent42: 1.8,
  player1: 1,
  agent41s1: 1.5,
  agent41s2: 1.2,
  agent41s1a: 1,
};

async function seedTeamMembers(db: Db, merchantCode: string, ids: Map<string, number>, now: Date) {
  for (const [index, member] of AGENT41_TEAM.entries()) {
    const parentId = ids.get(member.parent);
    if (parentId === undefined || ids.has(member.username)) continue;
    const row = await db
      .insertInto('members')
      .values({
        merchant_code: merchantCode,
        username: member.username,
        password_hash: DISABLED_PASSWORD,
        type: member.type,
        nickname: member.nickname,
        club_label: null,
        club_type: null,
        labels: '[]',
        parent_id: parentId,
        created_at: new Date(now.getTime() - (62 - index) * DAY_MS).toISOString(),
        last_login_at: new Date(now.getTime() - (index * 3 + 1) * DAY_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(member.username, row.id);
  }
}

/**
 * When a past day's activity happened: `daysAgo` days before `now`, up to `jitterMs` earlier. Never later:
 * a jitter added after 23:00 UTC put yesterday's bet into today, and the overview's 'today' counted it.
 */
export function activityTime(now: Date, daysAgo: number, jitterMs: number): Date {
  return new Date(now.getTime() - daysAgo * DAY_MS - jitterMs);
}

/** 60 days of deposits, bets with payouts and a withdrawal for each member, through the real ledger. */
async function seedActivity(db: Db, memberId: number, seed: number, gameId: number, now: Date) {
  const random = seededRandom(seed);
  await recordTransaction(db, {
    memberId,
    txCode: 'DEPOSIT',
    amountCents: intBetween(random, 20, 80) * 10_000,
    remark: 'Deposit via bank transfer',
    at: new Date(now.getTime() - 60 * DAY_MS),
  });
  for (let day = 59; day >= 1; day -= intBetween(random, 1, 4)) {
    const at = activityTime(now, day, intBetween(random, 0, 3_600_000));
    if (random() < 0.15) {
      await recordTransaction(db, {
        memberId,
        txCode: 'DEPOSIT',
        amountCents: intBetween(random, 5, 30) * 10_000,
        remark: 'Deposit via e-wallet',
        at,
      });
    }
    const amountCents = intBetween(random, 5, 60) * 1_000;
    const payoutCents = random() < 0.45 ? Math.round(amountCents * (1 + random() * 1.5)) : 0;
    await placeBet(db, { memberId, gameId, playType: null, amountCents, payoutCents, detail: '{}', at });
  }
  const withdrawCents = intBetween(random, 1, 5) * 10_000;
  if ((await readWallet(db, memberId)).sumBalance * 100 < withdrawCents) return;
  await recordTransaction(db, {
    memberId,
    txCode: 'WITHDRAW',
    amountCents: -withdrawCents,
    remark: 'Withdrawal to bank',
    at: new Date(now.getTime() - 2 * DAY_MS),
  });
}

/** A bet today for two of the team, so the overview's 'today' is never empty on a fresh day. */
async function refreshToday(db: Db, memberIds: number[], gameId: number, now: Date) {
  const startOfDay = `${isoDay(now)}T00:00:00.000Z`;
  for (const [index, memberId] of memberIds.entries()) {
    const today = await db
      .selectFrom('game_bets')
      .select('id')
      .where('member_id', '=', memberId)
      .where('created_at', '>=', startOfDay)
      .executeTakeFirst();
    if (today) continue;
    const amountCents = 5_000 + index * 2_500;
    await placeBet(db, {
      memberId,
      gameId,
      playType: null,
      amountCents,
      payoutCents: index === 0 ? amountCents * 2 : 0,
      detail: '{}',
      at: now,
    });
  }
}

/** The three-level team under agent41 with its activity, and every demo agent's rebate. */
export async function seedAgentTeam(db: Db, merchantCode: string, ids: Map<string, number>, now: Date) {
  await seedTeamMembers(db, merchantCode, ids, now);
  const game = await db.selectFrom('games').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  for (const [index, member] of AGENT41_TEAM.entries()) {
    const memberId = ids.get(member.username);
    if (memberId === undefined) continue;
    const seeded = await db
      .selectFrom('transactions')
      .select('id')
      .where('member_id', '=', memberId)
      .limit(1)
      .executeTakeFirst();
    if (!seeded) await seedActivity(db, memberId, 4100 + index, game.id, now);
  }
  const players = ['agent41s1p1', 'agent41s1ap1'].map((name) => ids.get(name));
  await refreshToday(
    db,
    players.filter((id): id is number => id !== undefined),
    game.id,
    now,
  );
  for (const [username, rebate] of Object.entries(SEED_REBATES)) {
    const memberId = ids.get(username);
    if (memberId === undefined) continue;
    await db
      .insertInto('member_rebates')
      .values({
        member_id: memberId,
        rebate_hundredths: Math.round(rebate * 100),
        updated_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
  }
}
