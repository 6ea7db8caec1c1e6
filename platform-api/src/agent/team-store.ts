import type { TeamKpiFooter } from '@mobile/shared-contracts';
import type { TimeRange } from '../common/date-range';
import type { Db } from '../db/schema';
import { teamMemberIds } from './team-tree';

/** Kept here too: the account record's agent variant imports it from this module. */
export { teamMemberIds };

const ZERO: TeamKpiFooter = {
  teamLoginMemberCount: 0,
  teamBetMemberCount: 0,
  teamRegisterMemberCount: 0,
  teamOnlineCount: 0,
};

/** The agent home's four counters over the team, for the given days. */
export async function teamKpi(
  db: Db,
  agentId: number,
  range: TimeRange,
  now: Date = new Date(),
): Promise<TeamKpiFooter> {
  const ids = await teamMemberIds(db, agentId);
  if (ids.length === 0) return ZERO;
  const inTeam = db.selectFrom('members').where('id', 'in', ids);
  const [registered, loggedIn, bet, online] = await Promise.all([
    inTeam
      .select((eb) => eb.fn.countAll().as('n'))
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .executeTakeFirstOrThrow(),
    inTeam
      .select((eb) => eb.fn.countAll().as('n'))
      .where('last_login_at', '>=', range.from)
      .where('last_login_at', '<', range.to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transactions')
      .select((eb) => eb.fn.count('member_id').distinct().as('n'))
      .where('member_id', 'in', ids)
      .where('tx_code', '=', 'BET')
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.count('member_id').distinct().as('n'))
      .where('member_id', 'in', ids)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  return {
    teamLoginMemberCount: Number(loggedIn.n),
    teamBetMemberCount: Number(bet.n),
    teamRegisterMemberCount: Number(registered.n),
    teamOnlineCount: Number(online.n),
  };
}
