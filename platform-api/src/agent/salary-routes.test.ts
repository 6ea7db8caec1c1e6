import type { DailySalaryDay } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { bearer, envelope } from '../test/test-context';
import { agentKit } from './agent-test-kit';
import { teamMemberIds } from './team-tree';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('daily salary', () => {
  const kit = agentKit();

  const get = (url: string, query: Record<string, string> = {}, token = kit.token) =>
    kit.t.call({ method: 'GET', url, headers: bearer(token), query });
  const range = (days: number) => ({
    startDate: isoDay(new Date(Date.now() - (days - 1) * DAY_MS)),
    endDate: isoDay(new Date()),
  });
  const agent41 = () => kit.idOf('agent41');

  it("shows the accepted contract and today's salary so far", async () => {
    expect(envelope(await get('/wps/relay/MCS2_getContractDailySalInfo')).value).toMatchObject({
      contract: { minTeamBets: 100, minActiveMembers: 2, salary: 300 },
    });
    const { today } = envelope<{ today: DailySalaryDay }>(
      await get('/wps/relay/ODSFE2_CurrentDailySalary'),
    ).value;
    expect(today).toMatchObject({ date: isoDay(new Date()), qualified: true, salary: 300 });
    expect(today.activeMembers).toBeGreaterThanOrEqual(2);
  });

  it("lists every day of a range, newest first, each equal to the team's own bets of that day", async () => {
    const res = await get('/wps/relay/ODSFE2_QueryDailySalary', range(14));
    const { days, total } = envelope<{ days: DailySalaryDay[]; total: number }>(res).value;
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe(isoDay(new Date()));
    expect(total).toBe(days.reduce((sum, d) => sum + d.salary, 0));
    const ids = await teamMemberIds(kit.t.db, await agent41());
    for (const day of days.slice(0, 5)) {
      const bets = await kit.t.db
        .selectFrom('game_bets')
        .select(['member_id', 'amount_cents'])
        .where('member_id', 'in', ids)
        .where('created_at', '>=', `${day.date}T00:00:00.000Z`)
        .where('created_at', '<=', `${day.date}T23:59:59.999Z`)
        .execute();
      expect(day.teamBets).toBe(bets.reduce((sum, b) => sum + Number(b.amount_cents), 0) / 100);
      expect(day.activeMembers).toBe(new Set(bets.map((b) => b.member_id)).size);
      expect(day.salary).toBe(day.teamBets >= 100 && day.activeMembers >= 2 ? 300 : 0);
    }
  });

  it('refuses a range over 31 days, a reversed one and bad dates', async () => {
    const long = await get('/wps/relay/ODSFE2_QueryDailySalary', range(32));
    expect([long.statusCode, envelope(long).code]).toEqual([400, 'DATE_RANGE_TOO_LONG']);
    const { startDate, endDate } = range(3);
    expect(
      (await get('/wps/relay/ODSFE2_QueryDailySalary', { startDate: endDate, endDate: startDate }))
        .statusCode,
    ).toBe(400);
    expect((await get('/wps/relay/ODSFE2_QueryDailySalary', { startDate: 'x', endDate })).statusCode).toBe(
      400,
    );
  });

  it('gives an agent without a contract nothing, and refuses players and guests', async () => {
    const other = await kit.t.login('agent42');
    expect(envelope(await get('/wps/relay/ODSFE2_CurrentDailySalary', {}, other)).value).toEqual({
      today: null,
    });
    expect(envelope(await get('/wps/relay/ODSFE2_QueryDailySalary', range(3), other)).value).toEqual({
      days: [],
      total: 0,
    });
    const player = await get('/wps/relay/MCS2_getContractDailySalInfo', {}, await kit.t.login('player0'));
    expect(player.statusCode).toBe(403);
    expect(
      (await kit.t.call({ method: 'GET', url: '/wps/relay/ODSFE2_CurrentDailySalary' })).statusCode,
    ).toBe(401);
  });
});
