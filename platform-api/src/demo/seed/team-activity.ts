import { isoDay } from '../../common/date-range';
import type { Db } from '../../db/schema';
import { createSession } from '../../sessions/session-store';
import { recordTransaction } from '../../wallet/wallet-store';
import { DISABLED_PASSWORD, TEAM_SIZES } from './members';

/**
 * The agent home counts today's team activity, so each seed run (every start with SEED=1) makes
 * today look lived-in: logins, bets, one online member and one registration per agent.
 */
export async function refreshTeamActivity(db: Db, merchantCode: string, ids: Map<string, number>, now: Date) {
  const today = isoDay(now);
  const startOfDay = `${today}T00:00:00.000Z`;
  for (const agent of Object.keys(TEAM_SIZES)) {
    const agentId = ids.get(agent);
    if (agentId === undefined) continue;
    const team = [1, 2, 3]
      .map((n) => ids.get(`${agent}m${n}`))
      .filter((id): id is number => id !== undefined);
    if (team.length > 0) {
      await db
        .updateTable('members')
        .set({ last_login_at: now.toISOString() })
        .where('id', 'in', team)
        .execute();
    }
    for (const memberId of team.slice(0, 2)) {
      const betToday = await db
        .selectFrom('transactions')
        .select('id')
        .where('member_id', '=', memberId)
        .where('tx_code', '=', 'BET')
        .where('created_at', '>=', startOfDay)
        .executeTakeFirst();
      if (!betToday)
        await recordTransaction(db, {
          memberId,
          txCode: 'BET',
          amountCents: -1_000,
          remark: 'Game bet',
          at: now,
        });
    }
    const online = team[0];
    const live =
      online === undefined
        ? undefined
        : await db
            .selectFrom('sessions')
            .select('token_hash')
            .where('member_id', '=', online)
            .where('expires_at', '>', now.toISOString())
            .executeTakeFirst();
    // The token is thrown away: the session exists only to count as online.
    if (online !== undefined && !live) await createSession(db, { id: online, merchantCode }, now);
    await db
      .insertInto('members')
      .values({
        merchant_code: merchantCode,
        username: `${agent}n${today.replaceAll('-', '')}`,
        password_hash: DISABLED_PASSWORD,
        type: 0,
        nickname: 'New team member',
        club_label: null,
        club_type: null,
        labels: '[]',
        parent_id: agentId,
        created_at: now.toISOString(),
        last_login_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'username']).doNothing())
      .execute();
  }
}
