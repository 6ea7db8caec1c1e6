import { ledgerMismatches } from '../attack-suite/money-kit';
import { createTestContext, type TestContext } from '../test/test-context';
import { placeBet } from '../vendor/bet-service';
import { form, launchTicket } from '../vendor/vendor-test-kit';
import { shareOf } from './jackpot-draw';
import { addPool } from './jackpot-store';
import { demoSlotId, memberWithBalance, poolLedgerMismatches, poolsOf } from './jackpot-test-kit';

/** Practically never (randomInt(1e9) === 0): the pools a test does not force to win. */
const NEVER = 1_000_000_000;

let t: TestContext;
let slotId: number;
beforeAll(async () => {
  t = await createTestContext();
  slotId = await demoSlotId(t.db);
});
afterAll(() => t.close());

const bet = (memberId: number, amountCents: number, jackpot = true) =>
  placeBet(t.db, {
    memberId,
    gameId: slotId,
    playType: null,
    amountCents,
    payoutCents: 0,
    detail: 'test',
    jackpot,
  });

describe('shareOf', () => {
  it('takes basis points of the stake in whole cents, rounded down', () => {
    expect(shareOf(1_000, 100)).toBe(10);
    expect(shareOf(1_000, 25)).toBe(2);
    expect(shareOf(1, 25)).toBe(0);
    expect(shareOf(1_000_000, 10_000)).toBe(1_000_000);
  });
});

describe('jackpot pools on the demo vendor', () => {
  beforeEach(async () => {
    await t.db.updateTable('jackpot_pools').set({ win_one_in: NEVER }).execute();
  });

  it("adds each pool's share of a stake in the bet's transaction, one pool ledger row each", async () => {
    const member = await memberWithBalance(t.db, 'jpshare', 100_000);
    const before = await poolsOf(t.db);
    expect(before.map((p) => p.name)).toEqual(['Mini', 'Major', 'Grand']);
    const result = await bet(member, 1_000);
    expect(result).toMatchObject({ ok: true, jackpotWins: [] });
    const after = await poolsOf(t.db);
    expect(after.map((p, i) => p.amount_cents - (before[i]?.amount_cents ?? 0))).toEqual([10, 5, 2]);
    if (!result.ok) throw new Error('refused');
    const rows = await t.db
      .selectFrom('jackpot_pool_ledger')
      .select(['kind', 'delta_cents', 'member_id'])
      .where('bet_id', '=', result.betId)
      .execute();
    expect(rows.map((r) => [r.kind, Number(r.delta_cents), r.member_id])).toEqual([
      ['SHARE', 10, null],
      ['SHARE', 5, null],
      ['SHARE', 2, null],
    ]);
    expect(await poolLedgerMismatches(t.db)).toEqual([]);
  });

  it('leaves the pools alone for a bet that is not on the demo vendor, and for a refused bet', async () => {
    const member = await memberWithBalance(t.db, 'jpother', 1_500);
    const before = await poolsOf(t.db);
    expect((await bet(member, 1_000, false)).ok).toBe(true);
    expect(await bet(member, 1_000)).toEqual({ ok: false, reason: 'INSUFFICIENT_BALANCE' });
    expect(await poolsOf(t.db)).toEqual(before);
  });

  it('pays a won pool to the member as a JACKPOT ledger row and puts the pool back to its seed', async () => {
    const member = await memberWithBalance(t.db, 'jpwinner', 10_000);
    const [mini] = await poolsOf(t.db);
    if (!mini) throw new Error('no pool');
    await t.db.updateTable('jackpot_pools').set({ win_one_in: 1 }).where('id', '=', mini.id).execute();
    const result = await bet(member, 1_000);
    const paid = mini.amount_cents + 10;
    expect(result).toMatchObject({
      ok: true,
      balanceCents: 10_000 - 1_000 + paid,
      jackpotWins: [{ poolId: mini.id, name: 'Mini', amountCents: paid }],
    });
    const lines = await t.db
      .selectFrom('transactions')
      .select(['tx_code', 'amount_cents', 'reference'])
      .where('member_id', '=', member)
      .where('tx_code', '=', 'JACKPOT')
      .execute();
    expect(lines.map((l) => [l.tx_code, Number(l.amount_cents)])).toEqual([['JACKPOT', paid]]);
    const [after] = await poolsOf(t.db);
    expect(after?.amount_cents).toBe(mini.seed_cents);
    expect(await poolLedgerMismatches(t.db)).toEqual([]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('one win pays once: 24 parallel bets forced to win pay the grown pool once, then the reset pool', async () => {
    const id = await addPool(t.db, {
      merchantCode: 'demo',
      name: 'Race',
      seedCents: 5_000_000,
      shareBp: 100,
      winOneIn: 1,
      sortOrder: 9,
      now: new Date(),
    });
    // The operator lowers the seed the pool returns to: the amount it holds stays (and its ledger with it).
    await t.db.updateTable('jackpot_pools').set({ seed_cents: 10_000 }).where('id', '=', id).execute();
    const members = await Promise.all(
      [0, 1, 2, 3].map((n) => memberWithBalance(t.db, `jprace${n}`, 100_000)),
    );
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, n) => bet(members[n % members.length] ?? 0, 1_000)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const wins = await t.db
      .selectFrom('jackpot_pool_ledger')
      .select(['delta_cents', 'member_id'])
      .where('pool_id', '=', id)
      .where('kind', '=', 'WIN')
      .orderBy('id')
      .execute();
    const paid = wins.map((w) => -Number(w.delta_cents));
    expect(paid).toHaveLength(24);
    expect(paid.filter((p) => p === 5_000_000 + 10)).toHaveLength(1);
    expect(paid[0]).toBe(5_000_010);
    expect(paid.slice(1)).toEqual(Array(23).fill(10_000 + 10));
    const jackpotLines = await t.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('total'))
      .where('member_id', 'in', members)
      .where('tx_code', '=', 'JACKPOT')
      .executeTakeFirstOrThrow();
    expect(Number(jackpotLines.total)).toBe(5_000_010 + 23 * 10_010);
    const race = (await poolsOf(t.db)).find((p) => p.id === id);
    expect(race?.amount_cents).toBe(10_000);
    expect(await poolLedgerMismatches(t.db)).toEqual([]);
    expect(await ledgerMismatches(t)).toEqual([]);
    await t.db.deleteFrom('jackpot_pools').where('id', '=', id).execute();
  });

  it("tells the player of a jackpot won in the demo vendor's frame", async () => {
    await t.db.updateTable('jackpot_pools').set({ win_one_in: 1 }).where('name', '=', 'Major').execute();
    const ticket = await launchTicket(t, 'player1', 'vassalage=NOVA&gameCode=lobby');
    const res = await t.call({
      method: 'POST',
      url: '/lgw/demo-vendor/bet',
      ...form([
        ['ticket', ticket],
        ['amount', '10'],
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /JACKPOT! Major pays you ₱1,0\d\d\.\d\d! (You won ₱20\.00 on a ₱10\.00 bet!|No win on the reels this time \(bet ₱10\.00\)\.)/,
    );
    expect(await poolLedgerMismatches(t.db)).toEqual([]);
  });
});
