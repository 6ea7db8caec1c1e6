import type { DepositOrder } from '@mobile/shared-contracts';
import { expectLedgerHolds, memberIdOf } from '../deposit/money-test-kit';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import {
  demoPayChannel,
  deposit,
  firstDepositPromoId,
  freshMember,
  ledgerRows,
  orderDeposit,
  paidCallback,
  promosOf,
} from './money-kit';

// Finding 13: "First deposit bonus 100%" paid on every deposit (three deposits, three bonuses).
describe('attack 13: the first-deposit bonus pays once per member', () => {
  let t: TestContext;
  let promoId: number;
  beforeAll(async () => {
    t = await createTestContext();
    promoId = await firstDepositPromoId(t);
  });
  afterAll(() => t.close());

  const orderOf = async (token: string, orderNo: string) =>
    envelope<DepositOrder>(
      await t.call({ url: `/wps/deposit/order?orderNo=${orderNo}`, headers: bearer(token) }),
    ).value;

  it('three orders chosen with the promotion, then paid by parallel callbacks: one bonus', async () => {
    const member = await freshMember(t, 'attack13par');
    expect((await promosOf(t, member.token)).map((p) => p.id)).toContain(promoId);
    const channel = await demoPayChannel(t, member.token);
    const orders: string[] = [];
    for (const amount of [400, 500, 600]) {
      const res = await orderDeposit(t, member, channel.id, amount, promoId);
      expect(res.statusCode).toBe(200);
      orders.push(envelope<{ orderNo: string }>(res).value.orderNo);
    }
    const answers = await Promise.all(
      orders.map((orderNo, i) => paidCallback(t, orderNo, [400, 500, 600][i] ?? 0)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);

    const bonuses = await ledgerRows(t, member.memberId, 'BONUS');
    expect(bonuses).toHaveLength(1);
    const winner = bonuses[0]?.reference ?? '';
    const views = await Promise.all(orders.map((orderNo) => orderOf(member.token, orderNo)));
    expect(views.filter((o) => o.bonus > 0).map((o) => o.orderNo)).toEqual([winner]);
    expect(views.every((o) => o.status === 'SUCCESS')).toBe(true);
    const won = views.find((o) => o.orderNo === winner);
    expect(Number(bonuses[0]?.amount_cents)).toBe((won?.amount ?? 0) * 100);
    // All three deposits credited, one bonus: 1,500 + the winning order's amount.
    expect(await expectLedgerHolds(t, member.memberId)).toBe(150_000 + (won?.amount ?? 0) * 100);
    const claims = await t.db
      .selectFrom('first_deposit_bonuses')
      .selectAll()
      .where('member_id', '=', member.memberId)
      .execute();
    expect(claims).toHaveLength(1);
  });

  it('sequential deposits: the second order with the promotion pays no bonus, a new one is refused', async () => {
    const member = await freshMember(t, 'attack13seq');
    const channel = await demoPayChannel(t, member.token);
    // Both ordered before either is paid: each passes the order-time check.
    const second = envelope<{ orderNo: string }>(
      await orderDeposit(t, member, channel.id, 300, promoId),
    ).value;
    await deposit(t, member, 400, promoId);
    expect((await paidCallback(t, second.orderNo, 300)).statusCode).toBe(200);
    expect(await ledgerRows(t, member.memberId, 'BONUS')).toHaveLength(1);
    expect((await orderOf(member.token, second.orderNo)).bonus).toBe(0);

    // After the first deposit the promotion is gone from the list and refused when named.
    expect((await promosOf(t, member.token)).map((p) => p.id)).not.toContain(promoId);
    const third = await orderDeposit(t, member, channel.id, 500, promoId);
    expect(third.statusCode).toBe(409);
    expect(envelope(third).code).toBe('PROMO_NOT_ELIGIBLE');
    expect(await expectLedgerHolds(t, member.memberId)).toBe(40_000 + 40_000 + 30_000);
  });

  it('a member who deposited before never gets it', async () => {
    const token = await t.login('player2');
    const player2 = await memberIdOf(t, 'player2');
    expect((await promosOf(t, token)).map((p) => p.id)).not.toContain(promoId);
    const channel = await demoPayChannel(t, token);
    const res = await orderDeposit(t, { memberId: player2, token, cardId: 0 }, channel.id, 500, promoId);
    expect(envelope(res).code).toBe('PROMO_NOT_ELIGIBLE');
  });

  it('other promotions still pay on every deposit', async () => {
    const member = await freshMember(t, 'attack13reload');
    const reload = (await promosOf(t, member.token)).find((p) => p.id !== promoId);
    if (!reload) throw new Error('the demo merchant has no reload promotion');
    await deposit(t, member, 1_000, reload.id);
    await deposit(t, member, 1_000, reload.id);
    expect(await ledgerRows(t, member.memberId, 'BONUS')).toHaveLength(2);
  });
});
