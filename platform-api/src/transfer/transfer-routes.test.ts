import { sql } from 'kysely';
import { envelope, expectLedgerMatches, memberCaller, memberIdOf, newKey } from '../test/records-test-kit';
import { createTestContext, type TestContext } from '../test/test-context';

type Wallet = { sumBalance: number; wallets: { vendor: string; balance: number }[] };

describe('fund transfer', () => {
  let t: TestContext;
  let player: ReturnType<typeof memberCaller>;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestContext();
    player = memberCaller(t, await t.login('player1'));
    memberId = await memberIdOf(t, 'player1');
  });
  afterAll(() => t.close());

  const wallet = async () => envelope<Wallet>(await player.get('/wps/wallets/gcs')).value;
  const vendorOf = async (vendor: string) =>
    (await wallet()).wallets.find((w) => w.vendor === vendor)?.balance;
  const transfer = (payload: unknown, key: string | null = newKey('transfer')) =>
    player.post('/wps/relay/GCS_walletTransfer', payload, key);
  /** Both invariants: main balance = its ledger, each vendor wallet = the sum of its entries. */
  const expectBooksMatch = async () => {
    const main = await expectLedgerMatches(t, memberId);
    const sums = await t.db
      .selectFrom('vendor_wallet_entries')
      .select(['vendor_code', (eb) => eb.fn.sum<number>('amount_cents').as('total')])
      .where('member_id', '=', memberId)
      .groupBy('vendor_code')
      .execute();
    const wallets = await t.db
      .selectFrom('vendor_wallets')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    for (const w of wallets) {
      expect(Number(sums.find((s) => s.vendor_code === w.vendor_code)?.total ?? 0)).toBe(
        Number(w.balance_cents),
      );
      expect(Number(w.balance_cents)).toBeGreaterThanOrEqual(0);
    }
    return main;
  };

  it('shows the main and each vendor wallet, with the seeded balances', async () => {
    const { sumBalance, wallets } = await wallet();
    expect(sumBalance).toBe(888);
    expect(wallets.map((w) => w.vendor)).toEqual(['NOVA', 'LUCKY7', 'JADE']);
    expect(await vendorOf('NOVA')).toBe(100);
    await expectBooksMatch();
  });

  it('moves money in and out with a ledger row on each side; a replay moves nothing', async () => {
    const main = await expectBooksMatch();
    const key = newKey('in');
    const first = await transfer({ direction: 'in', vendor: 'JADE', amount: 12.34 }, key);
    expect(envelope(first).value).toEqual({ main: (main - 1234) / 100, moved: 12.34 });
    expect(envelope(await transfer({ direction: 'in', vendor: 'JADE', amount: 12.34 }, key)).value).toEqual(
      envelope(first).value,
    );
    expect(await vendorOf('JADE')).toBe(12.34);
    expect((await transfer({ direction: 'out', vendor: 'JADE', amount: 2.34 })).statusCode).toBe(200);
    expect(await vendorOf('JADE')).toBe(10);
    expect(await expectBooksMatch()).toBe(main - 1000);
    const sides = await t.db
      .selectFrom('transactions')
      .select(['tx_code', 'reference'])
      .where('member_id', '=', memberId)
      .where('tx_code', 'in', ['TRANSFER_IN', 'TRANSFER_OUT'])
      .where(sql<boolean>`reference like ${'transfer:%'}`)
      .execute();
    expect(sides.length).toBeGreaterThanOrEqual(2);
  });

  it('transfers every vendor wallet back', async () => {
    const main = await expectBooksMatch();
    const held = (await wallet()).wallets.reduce((sum, w) => sum + Math.round(w.balance * 100), 0);
    const res = await transfer({ direction: 'allBack' });
    expect(envelope(res).value).toEqual({ main: (main + held) / 100, moved: held / 100 });
    expect((await wallet()).wallets.every((w) => w.balance === 0)).toBe(true);
    expect(await expectBooksMatch()).toBe(main + held);
  });

  it('refuses more than a wallet holds, unknown vendors and bad amounts, moving nothing', async () => {
    const main = await expectBooksMatch();
    const over = await transfer({ direction: 'in', vendor: 'NOVA', amount: main / 100 + 1 });
    expect(over.statusCode).toBe(409);
    expect(envelope(over).code).toBe('INSUFFICIENT_BALANCE');
    expect(envelope(await transfer({ direction: 'out', vendor: 'NOVA', amount: 1 })).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    for (const payload of [
      { direction: 'in', vendor: 'LOTT', amount: 1 },
      { direction: 'in', vendor: 'nova', amount: 1 },
      { direction: 'in', vendor: 'NOVA', amount: 0 },
      { direction: 'in', vendor: 'NOVA', amount: -5 },
      { direction: 'in', vendor: 'NOVA', amount: 1.005 },
      { direction: 'sideways', vendor: 'NOVA', amount: 1 },
      { direction: 'in', vendor: 'NOVA' },
    ]) {
      const res = await transfer(payload);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
    expect((await transfer({ direction: 'allBack' }, null)).statusCode).toBe(400);
    expect(await expectBooksMatch()).toBe(main);
  });

  it('concurrent transfers out of the whole vendor balance: exactly one succeeds', async () => {
    expect((await transfer({ direction: 'in', vendor: 'LUCKY7', amount: 30 })).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transfer({ direction: 'out', vendor: 'LUCKY7', amount: 30 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await vendorOf('LUCKY7')).toBe(0);
    await expectBooksMatch();
  });
});
