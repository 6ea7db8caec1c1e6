import { closedDividendPeriods, IDEMPOTENCY_KEY_HEADER } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { ledgerBalances } from '../wallet/ledger';
import { runOperator } from './run-operator';

describe('operator agent-quota', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("shows an agent's quota and sets its total", async () => {
    const shown = await runOperator(t.db, ['agent-quota', '--user', 'agent41']);
    expect(JSON.parse(shown.stdout)).toEqual({ user: 'agent41', total: 20, used: 0, remaining: 20 });
    const set = await runOperator(t.db, ['agent-quota', '--user', 'agent41', '--total', '3']);
    expect(JSON.parse(set.stdout)).toMatchObject({ total: 3, remaining: 3 });
  });

  it('refuses players, unknown users and bad totals with usage (exit 2), changing nothing', async () => {
    for (const args of [
      ['--user', 'player0'],
      ['--user', 'nobody'],
      ['--user', 'agent41', '--total', '-1'],
      ['--user', 'agent41', '--total', '1.5'],
      ['--user', 'agent41', '--total', '999999'],
    ]) {
      expect((await runOperator(t.db, ['agent-quota', ...args])).exitCode).toBe(2);
    }
    const shown = await runOperator(t.db, ['agent-quota', '--user', 'agent41']);
    expect(JSON.parse(shown.stdout)).toMatchObject({ total: 3 });
  });
});

describe('operator dividend-reverse', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('takes a paid dividend back through the ledger, after which the period is due again', async () => {
    const token = await t.login('agent41');
    const ids = await t.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('merchant_code', '=', 'demo')
      .where('username', 'in', ['agent41', 'agent41s1'])
      .execute();
    const id = (name: string) => ids.find((m) => m.username === name)?.id ?? 0;
    const [period] = closedDividendPeriods('HALF_MONTH', isoDay(new Date()));
    const start = period?.start ?? '';
    const before = await ledgerBalances(t.db, id('agent41'));
    const paid = await t.call({
      method: 'POST',
      url: '/wps/relay/ODSFE2_PayoutDividend',
      headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: 'reverse-test' },
      payload: { memberId: id('agent41s1'), periodStart: start },
    });
    expect(paid.statusCode).toBe(200);
    const reversed = await runOperator(t.db, ['dividend-reverse', '--user', 'agent41s1', '--period', start]);
    expect(JSON.parse(reversed.stdout)).toMatchObject({ user: 'agent41s1', period: start });
    expect(await ledgerBalances(t.db, id('agent41'))).toEqual(before);
    const again = await runOperator(t.db, ['dividend-reverse', '--user', 'agent41s1', '--period', start]);
    expect([again.exitCode, again.stderr]).toEqual([1, 'error: no payout of that period\n']);
    expect(
      (await runOperator(t.db, ['dividend-reverse', '--user', 'agent41s1', '--period', 'x'])).exitCode,
    ).toBe(2);
  });
});
