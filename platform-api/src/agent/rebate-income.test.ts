import type { RebateIncomeRow } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { bearer, envelope } from '../test/test-context';
import { agentKit } from './agent-test-kit';
import { teamTree } from './team-tree';

const DAY_MS = 86_400_000;
const day = (offset: number) => isoDay(new Date(Date.now() + offset * DAY_MS));
type Income = { rebate: number; total: number; rows: RebateIncomeRow[] };

describe('team rebate income', () => {
  const kit = agentKit();

  const income = (query: Record<string, string>, auth = kit.token) =>
    kit.t.call({ method: 'GET', url: '/wps/agent/teamRebateIncome', headers: bearer(auth), query });
  const idOf = kit.idOf;

  it("earns the rebate gap on each branch's stakes: agent41s1's branch at 2.00 − 1.50 %", async () => {
    const value = envelope<Income>(await income({ startDate: day(-29), endDate: day(0) })).value;
    expect(value.rebate).toBe(2);
    const branch = value.rows.find((row) => row.username === 'agent41s1');
    expect(branch?.rebateGap).toBe(0.5);
    // The branch is agent41s1 and everyone below it; its stakes, read straight from game_bets.
    const ids = [
      await idOf('agent41s1'),
      ...(await teamTree(kit.t.db, await idOf('agent41s1'))).map((n) => n.id),
    ];
    const from = `${day(-29)}T00:00:00.000Z`;
    const bets = await kit.t.db.selectFrom('game_bets').selectAll().where('member_id', 'in', ids).execute();
    const cents = bets
      .filter((b) => b.created_at >= from)
      .reduce((sum, b) => sum + Number(b.amount_cents), 0);
    expect(Math.round((branch?.bets ?? 0) * 100)).toBe(cents);
    expect(Math.round((branch?.income ?? 0) * 100)).toBe(Math.floor((cents * 50) / 10_000));
    const sum = value.rows.reduce((total, row) => total + Math.round(row.income * 100), 0);
    expect(Math.round(value.total * 100)).toBe(sum);
  });

  it('refuses a range over 31 days and members without an agent area', async () => {
    const long = await income({ startDate: day(-40), endDate: day(0) });
    expect(envelope(long).code).toBe('DATE_RANGE_TOO_LONG');
    expect((await income({ startDate: day(0) })).statusCode).toBe(400);
    expect(
      (await income({ startDate: day(0), endDate: day(0) }, await kit.t.login('agent40'))).statusCode,
    ).toBe(403);
  });
});
