import { createTestContext, type TestContext } from '../test/test-context';
import { runOperator } from './run-operator';

describe('operator jackpot', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const jackpot = (...args: string[]) => runOperator(t.db, ['jackpot', ...args]);

  it("lists the demo merchant's seeded pools with their ledger check, and none on lite", async () => {
    const listed = await jackpot('--merchant', 'demo');
    expect(listed.exitCode).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({
        name: 'Mini',
        amountCents: 10_000,
        shareBp: 100,
        ledgerRows: 1,
        ledgerMatches: true,
      }),
      expect.objectContaining({ name: 'Major', amountCents: 100_000, shareBp: 50, ledgerMatches: true }),
      expect.objectContaining({
        name: 'Grand',
        amountCents: 1_000_000,
        winOneIn: 100_000,
        ledgerMatches: true,
      }),
    ]);
    expect(JSON.parse((await jackpot('--merchant', 'lite')).stdout)).toEqual([]);
  });

  it('opens a pool at its seed with the SEED row of its ledger', async () => {
    const added = await jackpot(
      '--merchant',
      'lite',
      '--add',
      'yes',
      '--name',
      'Royal',
      '--seed',
      '2500.50',
      '--share',
      '30',
      '--one-in',
      '20000',
    );
    expect(added.exitCode).toBe(0);
    const { id } = JSON.parse(added.stdout) as { id: number };
    const ledger = await t.db
      .selectFrom('jackpot_pool_ledger')
      .selectAll()
      .where('pool_id', '=', id)
      .execute();
    expect(ledger.map((row) => [row.kind, Number(row.delta_cents), Number(row.amount_after_cents)])).toEqual([
      ['SEED', 250_050, 250_050],
    ]);
    expect(JSON.parse((await jackpot('--merchant', 'lite')).stdout)).toEqual([
      expect.objectContaining({ id, name: 'Royal', amountCents: 250_050, ledgerMatches: true }),
    ]);
  });

  it.each([
    [['--merchant', 'nosuch'], /unknown merchant/],
    [['--add', 'yes'], /--merchant is required/],
    [['--merchant', 'demo', '--add', 'no'], /--add must be yes/],
    [['--merchant', 'demo', '--add', 'yes', '--seed', '10', '--share', '1', '--one-in', '1'], /--name/],
    [
      ['--merchant', 'demo', '--add', 'yes', '--name', 'X', '--seed', '0', '--share', '1', '--one-in', '1'],
      /--seed/,
    ],
    [
      [
        '--merchant',
        'demo',
        '--add',
        'yes',
        '--name',
        'X',
        '--seed',
        '1.234',
        '--share',
        '1',
        '--one-in',
        '1',
      ],
      /--seed/,
    ],
    [
      [
        '--merchant',
        'demo',
        '--add',
        'yes',
        '--name',
        'X',
        '--seed',
        '10',
        '--share',
        '1001',
        '--one-in',
        '1',
      ],
      /--share/,
    ],
    [
      [
        '--merchant',
        'demo',
        '--add',
        'yes',
        '--name',
        'X',
        '--seed',
        '10',
        '--share',
        '1.5',
        '--one-in',
        '1',
      ],
      /--share/,
    ],
    [
      ['--merchant', 'demo', '--add', 'yes', '--name', 'X', '--seed', '10', '--share', '1', '--one-in', '0'],
      /--one-in/,
    ],
    [
      [
        '--merchant',
        'demo',
        '--add',
        'yes',
        '--name',
        'X'.repeat(41),
        '--seed',
        '10',
        '--share',
        '1',
        '--one-in',
        '1',
      ],
      /--name/,
    ],
    [['--merchant', 'demo', '--pool', '1'], /pool/],
  ])('refuses %j', async (args, message) => {
    const before = await t.db.selectFrom('jackpot_pools').select('id').execute();
    const result = await jackpot(...args);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await t.db.selectFrom('jackpot_pools').select('id').execute()).toEqual(before);
  });
});
