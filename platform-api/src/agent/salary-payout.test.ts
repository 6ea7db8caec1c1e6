import type { DailySalaryDay } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { runOperator } from '../operator/run-operator';
import { envelope } from '../test/test-context';
import { placeBet } from '../vendor/bet-service';
import { agentKit } from './agent-test-kit';
import { payDailySalaries, SALARY_TX_CODE, SalaryDayOpenError, salaryReference } from './salary-payout';
import { reverseSalary } from './salary-reversal';
import { teamMemberIds } from './team-tree';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * DAY_MS));

describe('daily salary payouts', () => {
  const kit = agentKit();
  const agent41 = () => kit.idOf('agent41');

  const balanceCents = async () => {
    const wallet = await kit.t.db
      .selectFrom('wallets')
      .select('balance_cents')
      .where('member_id', '=', await agent41())
      .executeTakeFirstOrThrow();
    return Number(wallet.balance_cents);
  };
  const salaryRows = async (day: string) =>
    kit.t.db
      .selectFrom('transactions')
      .select(['amount_cents', 'tx_code'])
      .where('member_id', '=', await agent41())
      .where('reference', 'like', `${salaryReference(await agent41(), day)}%`)
      .execute();
  /**
   * Two of agent41's team stake ₱60 each at noon of the day: the demo terms (₱100 and two players) are
   * met whatever the seed's random activity put on that day.
   */
  const qualify = async (day: string) => {
    const [first, second] = await teamMemberIds(kit.t.db, await agent41());
    const game = await kit.t.db
      .selectFrom('games')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const memberId of [first, second]) {
      if (memberId === undefined) throw new Error('agent41 has no team of two');
      await kit.t.db
        .updateTable('wallets')
        .set({ balance_cents: 1_000_000 })
        .where('member_id', '=', memberId)
        .execute();
      const bet = {
        memberId,
        gameId: game.id,
        playType: null,
        amountCents: 6_000,
        payoutCents: 0,
        detail: '{}',
      };
      await placeBet(kit.t.db, { ...bet, at: new Date(`${day}T12:00:00.000Z`) });
    }
  };
  const salaryDay = async (day: string) => {
    const res = await kit.get('/wps/relay/ODSFE2_QueryDailySalary', { startDate: day, endDate: day });
    return envelope<{ days: DailySalaryDay[] }>(res).value.days[0];
  };

  it("pays a closed day's salary once, as a ledger row, and the page shows the day paid", async () => {
    const day = daysAgo(1);
    await qualify(day);
    expect(await salaryDay(day)).toMatchObject({ status: 'pending', salary: 300 });
    const before = await balanceCents();

    const run = await payDailySalaries(kit.t.db, 'demo', day, new Date());
    expect(run.paid).toEqual([{ username: 'agent41', amount: 300 }]);
    expect(await balanceCents()).toBe(before + 30_000);
    expect(await salaryRows(day)).toEqual([{ amount_cents: 30_000, tx_code: SALARY_TX_CODE }]);
    expect(await salaryDay(day)).toMatchObject({ status: 'paid', salary: 300 });

    const again = await payDailySalaries(kit.t.db, 'demo', day, new Date());
    expect(again).toMatchObject({ paid: [], alreadyPaid: ['agent41'] });
    expect(await balanceCents()).toBe(before + 30_000);
  });

  it('pays once when several runs of the same day race', async () => {
    const day = daysAgo(2);
    await qualify(day);
    const before = await balanceCents();
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => payDailySalaries(kit.t.db, 'demo', day, new Date())),
    );
    expect(runs.flatMap((run) => run.paid)).toEqual([{ username: 'agent41', amount: 300 }]);
    expect(runs.flatMap((run) => run.alreadyPaid)).toHaveLength(5);
    expect(await salaryRows(day)).toHaveLength(1);
    expect(await balanceCents()).toBe(before + 30_000);
  });

  it('refuses a day that is not over, and pays nothing for a day before the contract', async () => {
    await expect(payDailySalaries(kit.t.db, 'demo', isoDay(new Date()), new Date())).rejects.toThrow(
      SalaryDayOpenError,
    );
    // The demo contract was accepted 100 days ago.
    const early = daysAgo(101);
    const run = await payDailySalaries(kit.t.db, 'demo', early, new Date());
    expect(run.paid).toEqual([]);
    expect(run.notQualified).toContain('agent41');
    expect(await salaryRows(early)).toEqual([]);
    expect((await payDailySalaries(kit.t.db, 'other-merchant', daysAgo(1), new Date())).paid).toEqual([]);
  });

  it('reverses a paid day with a new ledger row; the day is due again and can be paid again', async () => {
    const day = daysAgo(3);
    await qualify(day);
    await payDailySalaries(kit.t.db, 'demo', day, new Date());
    const paid = await balanceCents();
    expect(await reverseSalary(kit.t.db, await agent41(), day, new Date())).toEqual({
      ok: true,
      amountCents: 30_000,
    });
    expect(await balanceCents()).toBe(paid - 30_000);
    expect((await salaryRows(day)).map((row) => row.amount_cents)).toEqual([30_000, -30_000]);
    expect(await salaryDay(day)).toMatchObject({ status: 'pending' });
    expect(await reverseSalary(kit.t.db, await agent41(), day, new Date())).toEqual({
      ok: false,
      reason: 'NOT_PAID',
    });
    expect((await payDailySalaries(kit.t.db, 'demo', day, new Date())).paid).toHaveLength(1);
  });

  it('never takes a reversal below zero: the day stays paid', async () => {
    const day = daysAgo(4);
    await qualify(day);
    await payDailySalaries(kit.t.db, 'demo', day, new Date());
    const id = await agent41();
    const kept = await balanceCents();
    await kit.t.db.updateTable('wallets').set({ balance_cents: 100 }).where('member_id', '=', id).execute();
    expect(await reverseSalary(kit.t.db, id, day, new Date())).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_BALANCE',
    });
    expect(await salaryDay(day)).toMatchObject({ status: 'paid' });
    await kit.t.db.updateTable('wallets').set({ balance_cents: kept }).where('member_id', '=', id).execute();
  });

  it('the operator commands pay and reverse a day, and refuse an open or malformed day', async () => {
    const day = daysAgo(5);
    await qualify(day);
    const pay = await runOperator(kit.t.db, ['salary-pay', '--day', day]);
    expect(pay.exitCode).toBe(0);
    expect(JSON.parse(pay.stdout)).toMatchObject({ day, paid: [{ username: 'agent41', amount: 300 }] });
    const reverse = await runOperator(kit.t.db, ['salary-reverse', '--user', 'agent41', '--day', day]);
    expect([reverse.exitCode, JSON.parse(reverse.stdout)]).toEqual([
      0,
      { user: 'agent41', day, reversed: 300 },
    ]);
    expect((await runOperator(kit.t.db, ['salary-pay', '--day', isoDay(new Date())])).exitCode).toBe(2);
    expect((await runOperator(kit.t.db, ['salary-pay', '--day', '2026-13-40'])).exitCode).toBe(2);
    expect(
      (await runOperator(kit.t.db, ['salary-reverse', '--user', 'agent41', '--day', day])).exitCode,
    ).toBe(1);
  });
});
