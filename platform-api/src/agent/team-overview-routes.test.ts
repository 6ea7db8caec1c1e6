import type { TeamKpi, TeamTrendPoint } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { teamMemberIds } from './team-tree';

const DAY_MS = 86_400_000;
const day = (offset: number) => isoDay(new Date(Date.now() + offset * DAY_MS));
const cents = (amount: number) => Math.round(amount * 100);

describe('team overview (TeamKPIA, TeamKPIB)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const post = async (url: string, user: string, payload: object) =>
    t.call({ method: 'POST', url, headers: bearer(await t.login(user)), payload });
  const kpiA = (user: string, startDate: string, endDate: string) =>
    post('/wps/relay/ODSFE2_TeamKPIA', user, { startDate, endDate });

  it('walks the three-level team of agent41 with one recursive query', async () => {
    const agent = await t.db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', 'demo')
      .where('username', '=', 'agent41')
      .executeTakeFirstOrThrow();
    const ids = await teamMemberIds(t.db, agent.id);
    const names = await t.db.selectFrom('members').select('username').where('id', 'in', ids).execute();
    expect(names.map((row) => row.username)).toEqual(
      expect.arrayContaining(['agent41m1', 'agent41s1', 'agent41s1a', 'agent41s1ap2']),
    );
  });

  it("equals the sum of the members' own ledger lines and bets over 30 days", async () => {
    const res = await kpiA('agent41', day(-29), day(0));
    expect(res.statusCode).toBe(200);
    const kpi = envelope<TeamKpi>(res).value;
    const agent = await t.db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', 'demo')
      .where('username', '=', 'agent41')
      .executeTakeFirstOrThrow();
    const ids = await teamMemberIds(t.db, agent.id);
    const from = `${day(-29)}T00:00:00.000Z`;
    const to = `${day(1)}T00:00:00.000Z`;
    let deposits = 0;
    let withdrawals = 0;
    let stakes = 0;
    let payouts = 0;
    const players = new Set<number>();
    for (const id of ids) {
      const lines = await t.db.selectFrom('transactions').selectAll().where('member_id', '=', id).execute();
      for (const line of lines.filter((l) => l.created_at >= from && l.created_at < to)) {
        if (line.tx_code === 'DEPOSIT') deposits += Number(line.amount_cents);
        if (line.tx_code === 'WITHDRAW') withdrawals -= Number(line.amount_cents);
      }
      const bets = await t.db.selectFrom('game_bets').selectAll().where('member_id', '=', id).execute();
      for (const bet of bets.filter((b) => b.created_at >= from && b.created_at < to)) {
        stakes += Number(bet.amount_cents);
        payouts += Number(bet.payout_cents);
        players.add(id);
      }
    }
    expect(stakes).toBeGreaterThan(0);
    expect(cents(kpi.deposits)).toBe(deposits);
    expect(cents(kpi.withdrawals)).toBe(withdrawals);
    expect(cents(kpi.bets)).toBe(stakes);
    expect(cents(kpi.wins)).toBe(payouts);
    expect(cents(kpi.profit)).toBe(payouts - stakes);
    expect(kpi.activeMembers).toBe(players.size);
  });

  it('adds up: the period equals the sum of its days', async () => {
    const month = envelope<TeamKpi>(await kpiA('agent41', day(-13), day(0))).value;
    const res = await post('/wps/relay/ODSFE2_TeamKPIB', 'agent41', { startDate: day(-13), endDate: day(0) });
    const points = envelope<{ points: TeamTrendPoint[] }>(res).value.points;
    expect(points).toHaveLength(14);
    expect(points[13]?.date).toBe(day(0));
    const sum = (key: 'deposits' | 'bets' | 'profit') =>
      points.reduce((total, p) => total + cents(p[key]), 0);
    expect(sum('deposits')).toBe(cents(month.deposits));
    expect(sum('bets')).toBe(cents(month.bets));
    expect(sum('profit')).toBe(cents(month.profit));
  });

  it("shows today's bets of the seeded team", async () => {
    const today = envelope<TeamKpi>(await kpiA('agent41', day(0), day(0))).value;
    expect(today.bets).toBeGreaterThan(0);
    expect(today.activeMembers).toBeGreaterThanOrEqual(2);
  });

  it('refuses a range over 31 days with its own code, and a reversed one', async () => {
    const long = await kpiA('agent41', day(-31), day(0));
    expect(long.statusCode).toBe(400);
    expect(envelope(long).code).toBe('DATE_RANGE_TOO_LONG');
    expect((await kpiA('agent41', day(0), day(-1))).statusCode).toBe(400);
    expect((await kpiA('agent41', 'yesterday', day(0))).statusCode).toBe(400);
  });

  it('refuses members without an agent area and guests', async () => {
    for (const user of ['player0', 'trial4', 'agent40']) {
      expect((await kpiA(user, day(0), day(0))).statusCode).toBe(403);
    }
    const guest = await t.call({
      method: 'POST',
      url: '/wps/relay/ODSFE2_TeamKPIB',
      payload: { startDate: day(0), endDate: day(0) },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("answers another agent's figures only for its own team", async () => {
    const a42 = envelope<TeamKpi>(await kpiA('agent42', day(-29), day(0))).value;
    const a41 = envelope<TeamKpi>(await kpiA('agent41', day(-29), day(0))).value;
    expect(a42.bets).not.toBe(a41.bets);
  });
});
