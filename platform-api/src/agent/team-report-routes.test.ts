import type { MemberPnl, TeamBet, TeamKpi } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const DAY_MS = 86_400_000;
const day = (offset: number) => isoDay(new Date(Date.now() + offset * DAY_MS));
const cents = (amount: number) => Math.round(amount * 100);

describe('team P&L and team bets', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('agent41');
  });
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string>, auth = token) =>
    t.call({ method: 'GET', url: `/wps/agent/${url}`, headers: bearer(auth), query });
  const range = { startDate: day(-29), endDate: day(0) };

  it("adds up to the team's figures: the team equals the sum of its members", async () => {
    const rows = envelope<{ rows: MemberPnl[] }>(await get('teamPnl', range)).value.rows;
    expect(rows.length).toBeGreaterThan(3);
    const kpi = envelope<TeamKpi>(
      await t.call({
        method: 'POST',
        url: '/wps/relay/ODSFE2_TeamKPIA',
        headers: bearer(token),
        payload: range,
      }),
    ).value;
    const sum = (key: 'deposits' | 'withdrawals' | 'bets' | 'wins' | 'profit') =>
      rows.reduce((total, row) => total + cents(row[key]), 0);
    expect(sum('deposits')).toBe(cents(kpi.deposits));
    expect(sum('withdrawals')).toBe(cents(kpi.withdrawals));
    expect(sum('bets')).toBe(cents(kpi.bets));
    expect(sum('wins')).toBe(cents(kpi.wins));
    expect(sum('profit')).toBe(cents(kpi.profit));
    expect(rows.find((row) => row.username === 'agent41s1ap1')?.level).toBe(3);
  });

  it('narrows to one member by name; a name outside the team gives nothing', async () => {
    const one = envelope<{ rows: MemberPnl[] }>(
      await get('teamPnl', { ...range, username: 'AGENT41S1P1' }),
    ).value;
    expect(one.rows.map((row) => row.username)).toEqual(['agent41s1p1']);
    const foreign = envelope<{ rows: MemberPnl[] }>(
      await get('teamPnl', { ...range, username: 'agent42m1' }),
    ).value;
    expect(foreign.rows).toEqual([]);
    const bets = envelope<{ content: TeamBet[] }>(
      await get('teamBets', { ...range, username: 'agent42m1', pageNo: '1' }),
    ).value;
    expect(bets.content).toEqual([]);
  });

  it("lists the team's bets newest first, page by page, with the game's name", async () => {
    const page1 = envelope<{ content: TeamBet[]; totalPages: number; total: number }>(
      await get('teamBets', { ...range, pageNo: '1' }),
    ).value;
    expect(page1.content).toHaveLength(20);
    expect(page1.totalPages).toBeGreaterThan(1);
    expect(page1.content[0]?.gameName).toBeTruthy();
    const times = page1.content.map((bet) => bet.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = envelope<{ content: TeamBet[] }>(await get('teamBets', { ...range, pageNo: '2' })).value;
    expect(page2.content[0]?.id).not.toBe(page1.content[0]?.id);
  });

  it('refuses a range over 31 days, bad dates, and members without an agent area', async () => {
    const long = await get('teamPnl', { startDate: day(-31), endDate: day(0) });
    expect(long.statusCode).toBe(400);
    expect(envelope(long).code).toBe('DATE_RANGE_TOO_LONG');
    expect((await get('teamBets', { startDate: day(-40), endDate: day(0), pageNo: '1' })).statusCode).toBe(
      400,
    );
    expect((await get('teamBets', { ...range, pageNo: '0' })).statusCode).toBe(400);
    expect((await get('teamPnl', { startDate: 'today', endDate: day(0) })).statusCode).toBe(400);
    expect((await get('teamPnl', range, await t.login('player0'))).statusCode).toBe(403);
  });
});
