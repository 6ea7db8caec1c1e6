import type { MallItem, Paged, Redemption } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import { envelope, memberCaller, memberIdOf, newKey } from '../test/records-test-kit';
import { createTestContext, type TestContext } from '../test/test-context';
import { form, launchTicket } from '../vendor/vendor-test-kit';
import { movePoints, pointBalances } from './points-store';

type Mall = { points: number; items: MallItem[] };

describe('point mall', () => {
  let t: TestContext;
  let player: ReturnType<typeof memberCaller>;
  let other: ReturnType<typeof memberCaller>;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestContext();
    player = memberCaller(t, await t.login('player2'));
    other = memberCaller(t, await t.login('player1', 'lite'), 'lite');
    memberId = await memberIdOf(t, 'player2');
  });
  afterAll(() => t.close());

  const mall = async () => envelope<Mall>(await player.get('/wps/mall/items')).value;
  const redeem = (itemId: unknown, key: string | null, caller = player) =>
    caller.post('/wps/mall/redeem', { itemId }, key);
  const expectPointsMatch = async () => {
    const { points, entrySum } = await pointBalances(t.db, memberId);
    expect(entrySum).toBe(points);
    expect(points).toBeGreaterThanOrEqual(0);
    return points;
  };
  const item = async (name: string) => (await mall()).items.find((i) => i.name === name) as MallItem;

  it('shows the points earned and the items', async () => {
    const { points, items } = await mall();
    expect(points).toBe(await expectPointsMatch());
    expect(points).toBeGreaterThanOrEqual(500);
    expect(items.length).toBeGreaterThan(3);
  });

  it('a bet earns points: one per 10 staked', async () => {
    const before = await expectPointsMatch();
    const ticket = await launchTicket(t, 'player2', 'vassalage=NOVA&gameCode=lobby');
    const res = await t.call({
      method: 'POST',
      url: '/lgw/demo-vendor/bet',
      ...form([
        ['ticket', ticket],
        ['amount', '10'],
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(await expectPointsMatch()).toBe(before + 1);
  });

  it('redeems once: points and stock debited, history kept, replay answers the same', async () => {
    const before = await expectPointsMatch();
    const voucher = await item('Bonus voucher ₱10');
    const key = newKey('redeem');
    const first = await redeem(voucher.itemId, key);
    expect(first.statusCode).toBe(200);
    expect(envelope(first).value).toMatchObject({ points: before - voucher.pointsCost });
    expect(envelope(await redeem(voucher.itemId, key)).value).toEqual(envelope(first).value);
    expect(await expectPointsMatch()).toBe(before - voucher.pointsCost);
    expect((await item('Bonus voucher ₱10')).stock).toBe(voucher.stock - 1);
    const history = envelope<Paged<Redemption>>(
      await player.get('/wps/mall/redemptions', { pageNo: '1' }),
    ).value;
    expect(history.content[0]).toMatchObject({ itemName: voucher.name, points: voucher.pointsCost });
    expect(history.total).toBe(1);
    // The voucher is now a reward to claim, granted once.
    const rewards = await t.db
      .selectFrom('rewards')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('source', '=', 'mall')
      .execute();
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ title: voucher.name, status: 'issued' });
    expect(Number(rewards[0]?.amount_cents)).toBe(1_000);
  });

  it('refuses unaffordable and sold-out items, other merchants\u2019 items and bad ids, changing nothing', async () => {
    const before = await expectPointsMatch();
    const phone = await item('Smartphone');
    const poor = await redeem(phone.itemId, newKey('poor'));
    expect(poor.statusCode).toBe(409);
    expect(envelope(poor).code).toBe('INSUFFICIENT_POINTS');
    expect((await item('Smartphone')).stock).toBe(phone.stock);
    const soldOut = await redeem((await item('Limited cap')).itemId, newKey('out'));
    expect(envelope(soldOut).code).toBe('OUT_OF_STOCK');
    // The lite merchant's member cannot reach the demo merchant's item.
    expect((await redeem(phone.itemId, newKey('foreign'), other)).statusCode).toBe(404);
    for (const bad of [0, 'x', 1.5, null]) expect((await redeem(bad, newKey('bad'))).statusCode).toBe(400);
    expect((await redeem(phone.itemId, null)).statusCode).toBe(400);
    expect((await player.get('/wps/mall/redemptions', { pageNo: '0' })).statusCode).toBe(400);
    expect(await expectPointsMatch()).toBe(before);
  });

  it('concurrent redeems where the points allow one: exactly one succeeds, never below zero', async () => {
    const tshirt = await item('Lucky T-shirt');
    const points = await expectPointsMatch();
    // Leave points for exactly one shirt.
    const excess = points - tshirt.pointsCost;
    if (excess > 0)
      await inTransaction(t.db, (trx) =>
        movePoints(trx, { memberId, kind: 'REDEEM', points: -excess, reference: 'test:trim' }),
      );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(tshirt.itemId, newKey('race'))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => envelope(a).code === 'INSUFFICIENT_POINTS')).toHaveLength(9);
    expect(await expectPointsMatch()).toBe(0);
    expect((await item('Lucky T-shirt')).stock).toBe(tshirt.stock - 1);
  });
});
