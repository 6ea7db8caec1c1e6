import type { Paged, Pnl, Transaction } from '@mobile/shared-contracts';
import { dayRange } from '../common/date-range';
import { daysAgo, envelope, memberCaller, memberIdOf, todayUtc } from '../test/records-test-kit';
import { createTestContext, type TestContext } from '../test/test-context';
import { form, launchTicket } from '../vendor/vendor-test-kit';
import { PNL_COLUMNS, pnlColumnOf } from './pnl-columns';

describe('profit and loss', () => {
  let t: TestContext;
  let player: ReturnType<typeof memberCaller>;
  beforeAll(async () => {
    t = await createTestContext();
    player = memberCaller(t, await t.login('player0'));
  });
  afterAll(() => t.close());

  const pnl = async (startDate: string, endDate: string) => {
    const res = await player.get('/wps/relay/ODSFE2_MemPNL', { startDate, endDate });
    expect(res.statusCode).toBe(200);
    return envelope<Pnl>(res).value;
  };

  /** The same figures summed row by row from the ledger, independently of the endpoint's query. */
  const fromRows = async (startDate: string, endDate: string) => {
    const range = dayRange(startDate, endDate);
    const rows = await t.db
      .selectFrom('transactions')
      .select(['tx_code', 'amount_cents'])
      .where('member_id', '=', await memberIdOf(t, 'player0'))
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .execute();
    const cents: Record<string, number> = Object.fromEntries(PNL_COLUMNS.map((c) => [c, 0]));
    for (const row of rows) {
      const column = pnlColumnOf(row.tx_code);
      if (column) cents[column] = (cents[column] ?? 0) + Number(row.amount_cents);
    }
    return cents;
  };

  it.each([
    ['today', 0, 0],
    ['yesterday', 1, 1],
    ['7 days', 6, 0],
    ['30 days', 29, 0],
  ])('%s: every column is the sum of the ledger rows behind it', async (_name, from, to) => {
    const startDate = daysAgo(from);
    const endDate = daysAgo(to);
    const figures = await pnl(startDate, endDate);
    const rows = await fromRows(startDate, endDate);
    for (const column of PNL_COLUMNS) expect(Math.round(figures[column] * 100)).toBe(rows[column]);
    expect(figures.net).toBeCloseTo(figures.bets + figures.wins + figures.bonuses + figures.rebates, 2);
  });

  it('the 30 days hold the seeded deposits, bets and wins', async () => {
    const figures = await pnl(daysAgo(29), todayUtc());
    expect(figures.deposits).toBeGreaterThan(0);
    expect(figures.bets).toBeLessThan(0);
    expect(figures.wins).toBeGreaterThan(0);
  });

  it("a bet on the demo vendor moves today's bets by its stake", async () => {
    const before = await pnl(todayUtc(), todayUtc());
    const ticket = await launchTicket(t, 'player0', 'vassalage=NOVA&gameCode=lobby');
    const res = await t.call({
      method: 'POST',
      url: '/lgw/demo-vendor/bet',
      ...form([
        ['ticket', ticket],
        ['amount', '50'],
      ]),
    });
    expect(res.statusCode).toBe(200);
    const after = await pnl(todayUtc(), todayUtc());
    expect(after.bets).toBeCloseTo(before.bets - 50, 2);
  });

  it('refuses bad dates and guests', async () => {
    for (const query of [
      { startDate: todayUtc(), endDate: daysAgo(2) },
      { startDate: 'today', endDate: todayUtc() },
      { startDate: daysAgo(200), endDate: todayUtc() },
      { startDate: todayUtc() },
    ]) {
      const res = await player.get('/wps/relay/ODSFE2_MemPNL', query as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
    const guest = await t.call({
      url: `/wps/relay/ODSFE2_MemPNL?startDate=${todayUtc()}&endDate=${todayUtc()}`,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('account record: transaction types', () => {
  let t: TestContext;
  let player: ReturnType<typeof memberCaller>;
  beforeAll(async () => {
    t = await createTestContext();
    player = memberCaller(t, await t.login('player1'));
  });
  afterAll(() => t.close());

  it('lists the standard codes and the codes in the ledger', async () => {
    const codes = envelope<string[]>(await player.get('/wps/relay/GLS2_TxCodeList')).value;
    expect(codes).toEqual(
      expect.arrayContaining(['DEPOSIT', 'WITHDRAW', 'BET', 'PAYOUT', 'BONUS', 'TRANSFER_OUT']),
    );
    expect([...codes].sort()).toEqual(codes);
  });

  it('filters the account record by one code', async () => {
    const query = { startDate: daysAgo(29), endDate: todayUtc(), pageNo: '1', pageSize: '50' };
    const bets = envelope<Paged<Transaction>>(
      await player.get('/wps/relay/ODS2_MemberTransaction', { ...query, txCode: 'BET' }),
    ).value;
    expect(bets.total).toBeGreaterThan(0);
    expect(bets.content.every((line) => line.txCode === 'BET')).toBe(true);
    const bad = await player.get('/wps/relay/ODS2_MemberTransaction', { ...query, txCode: "BET' OR 1=1" });
    expect(bad.statusCode).toBe(400);
  });
});
