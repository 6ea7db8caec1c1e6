import type { BetOrder, Paged, SubOrder, VendorRecord } from '@mobile/shared-contracts';
import {
  daysAgo,
  envelope,
  expectLedgerMatches,
  memberCaller,
  memberIdOf,
  newKey,
  todayUtc,
} from '../test/records-test-kit';
import { createTestContext, type TestContext } from '../test/test-context';
import { form, launchTicket } from '../vendor/vendor-test-kit';

type Detail = { order: BetOrder; detail: string; subOrders: SubOrder[] };
const range = () => ({ startDate: daysAgo(30), endDate: todayUtc(), pageNo: '1', pageSize: '50' });

describe('betting record', () => {
  let t: TestContext;
  let player: ReturnType<typeof memberCaller>;
  let other: ReturnType<typeof memberCaller>;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestContext();
    player = memberCaller(t, await t.login('player1'));
    other = memberCaller(t, await t.login('player2'));
    memberId = await memberIdOf(t, 'player1');
  });
  afterAll(() => t.close());

  const orders = async (query: Record<string, string> = {}) => {
    const res = await player.get('/lgw/orders', { ...range(), ...query });
    expect(res.statusCode).toBe(200);
    return envelope<Paged<BetOrder>>(res).value;
  };
  const cancellableSub = async (caller = player) => {
    const pending = (await orders({ category: 'LOTTERY' })).content.find((o) => o.status === 'pending');
    if (!pending) throw new Error('no pending lottery order seeded');
    const detail = envelope<Detail>(
      await caller.get('/lgw/orders/detail', { orderId: String(pending.orderId) }),
    );
    return { order: pending, subs: detail.value.subOrders };
  };

  it('lists the seeded bets of 30 days newest first, by category', async () => {
    const all = await orders();
    expect(all.total).toBeGreaterThan(5);
    const times = all.content.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const lottery = await orders({ category: 'LOTTERY' });
    expect(lottery.total).toBeGreaterThan(0);
    expect(lottery.content.every((o) => o.category === 'LOTTERY')).toBe(true);
    expect((await orders({ category: 'RNG' })).content.every((o) => o.category === 'RNG')).toBe(true);
  });

  it('refuses bad parameters with the error envelope', async () => {
    for (const query of [
      { ...range(), category: 'lottery' },
      { ...range(), pageNo: '0' },
      { ...range(), startDate: todayUtc(), endDate: daysAgo(3) },
      { ...range(), startDate: 'yesterday' },
    ]) {
      const res = await player.get('/lgw/orders', query);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
    for (const orderId of ['0', 'abc', '-1', '']) {
      const res = await player.get('/lgw/orders/detail', { orderId });
      expect(res.statusCode).toBe(400);
    }
  });

  it('shows an order with its sub-orders; another member gets not found', async () => {
    const { order, subs } = await cancellableSub();
    expect(subs).toHaveLength(3);
    expect(subs.every((s) => s.cancellable && s.status === 'pending')).toBe(true);
    expect(subs.reduce((sum, s) => sum + s.amount, 0)).toBeCloseTo(order.amount, 2);
    const foreign = await other.get('/lgw/orders/detail', { orderId: String(order.orderId) });
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).code).toBe('NOT_FOUND');
  });

  it('a bet on the demo vendor appears in the orders and the vendor records', async () => {
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
    const newest = (await orders()).content[0];
    expect(newest).toMatchObject({ vendor: 'NOVA', amount: 10, category: 'RNG' });
    const records = envelope<Paged<VendorRecord>>(
      await player.get('/wps/relay/GCS_thirdPartyGameRecords', { ...range(), vendor: 'NOVA' }),
    ).value;
    expect(records.content[0]).toMatchObject({ orderId: newest?.orderId, stake: 10, vendor: 'NOVA' });
    expect(records.content.every((r) => r.vendor === 'NOVA')).toBe(true);
    await expectLedgerMatches(t, memberId);
  });

  it('cancels a pending pick once, refunding it in the ledger; replays answer the same', async () => {
    const before = await expectLedgerMatches(t, memberId);
    const { subs } = await cancellableSub();
    const sub = subs[0] as SubOrder;
    const key = newKey('cancel');
    const first = await player.post('/lgw/orders/suborders/cancel', { subOrderId: sub.subOrderId }, key);
    expect(first.statusCode).toBe(200);
    expect(envelope(first).value).toMatchObject({ subOrderId: sub.subOrderId, refund: sub.amount });
    const replay = await player.post('/lgw/orders/suborders/cancel', { subOrderId: sub.subOrderId }, key);
    expect(envelope(replay).value).toEqual(envelope(first).value);
    const again = await player.post(
      '/lgw/orders/suborders/cancel',
      { subOrderId: sub.subOrderId },
      newKey('cancel'),
    );
    expect(again.statusCode).toBe(409);
    expect(envelope(again).code).toBe('NOT_CANCELLABLE');
    expect(await expectLedgerMatches(t, memberId)).toBe(before + Math.round(sub.amount * 100));
    const refund = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('reference', '=', `suborder:${sub.subOrderId}`)
      .execute();
    expect(refund).toHaveLength(1);
    expect(refund[0]?.tx_code).toBe('BET_REFUND');
  });

  it('concurrent cancels of one pick refund it exactly once', async () => {
    const before = await expectLedgerMatches(t, memberId);
    const { subs } = await cancellableSub();
    const sub = subs.find((s) => s.cancellable) as SubOrder;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        player.post('/lgw/orders/suborders/cancel', { subOrderId: sub.subOrderId }, newKey('race')),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => envelope(a).code === 'NOT_CANCELLABLE')).toHaveLength(9);
    expect(await expectLedgerMatches(t, memberId)).toBe(before + Math.round(sub.amount * 100));
  });

  it("refuses another member's pick, a drawn pick, bad ids and a missing key, moving nothing", async () => {
    const before = await expectLedgerMatches(t, memberId);
    const { subs } = await cancellableSub();
    const sub = subs.find((s) => s.cancellable) as SubOrder;
    const foreign = await other.post(
      '/lgw/orders/suborders/cancel',
      { subOrderId: sub.subOrderId },
      newKey('x'),
    );
    expect(foreign.statusCode).toBe(404);
    const drawn = await t.db
      .selectFrom('bet_sub_orders')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'lost')
      .executeTakeFirstOrThrow();
    const settled = await player.post('/lgw/orders/suborders/cancel', { subOrderId: drawn.id }, newKey('x'));
    expect(envelope(settled).code).toBe('NOT_CANCELLABLE');
    for (const subOrderId of [0, -1, 1.5, '7', null]) {
      expect(
        (await player.post('/lgw/orders/suborders/cancel', { subOrderId }, newKey('x'))).statusCode,
      ).toBe(400);
    }
    expect(
      (await player.post('/lgw/orders/suborders/cancel', { subOrderId: sub.subOrderId }, null)).statusCode,
    ).toBe(400);
    expect(await expectLedgerMatches(t, memberId)).toBe(before);
    const still = envelope<Detail>(
      await player.get('/lgw/orders/detail', { orderId: String((await cancellableSub()).order.orderId) }),
    );
    expect(still.value.subOrders.find((s) => s.subOrderId === sub.subOrderId)?.status).toBe('pending');
  });
});
