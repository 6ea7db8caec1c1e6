import type { DepositChannel, DepositOrder } from '@mobile/shared-contracts';
import { expectLedgerHolds, memberIdOf, postGatewayCallback, postMoney } from '../deposit/money-test-kit';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

// Waiting orders reserve their room; a confirmation is checked again and held when it would break a limit.
describe('deposit limits with orders waiting for payment (real database)', () => {
  let t: TestContext;
  let token: string;
  let memberId: number;
  let demoPay: DepositChannel;
  let tx = 0;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player2');
    memberId = await memberIdOf(t, 'player2');
    demoPay = envelope<DepositChannel[]>(
      await t.call({ url: '/wps/deposit/channels', headers: bearer(token) }),
    ).value.find((c) => c.name === 'DemoPay') as DepositChannel;
  });
  beforeEach(async () => {
    // Each case starts with no limit, no deposit and no waiting order in any period.
    await t.db.deleteFrom('protection_limits').where('member_id', '=', memberId).execute();
    await t.db.deleteFrom('protection_exclusions').where('member_id', '=', memberId).execute();
    await t.db.deleteFrom('deposit_orders').where('member_id', '=', memberId).execute();
    await t.db.updateTable('wallets').set({ balance_cents: 0 }).where('member_id', '=', memberId).execute();
    await t.db.deleteFrom('transactions').where('member_id', '=', memberId).execute();
  });
  afterEach(() => expectLedgerHolds(t, memberId));
  afterAll(() => t.close());

  const setLimit = async (kind: string, value: number | null) =>
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/wps/protection/limit',
          headers: bearer(token),
          payload: { kind, value },
        })
      ).statusCode,
    ).toBe(200);
  const order = (amount: number) =>
    postMoney(t, token, '/wps/deposit/gateway', { channelId: demoPay.id, amount, promoId: null });
  const orderNoOf = async (amount: number) =>
    envelope<{ orderNo: string }>(await order(amount)).value.orderNo;
  const statusOf = async (orderNo: string) =>
    envelope<DepositOrder>(
      await t.call({ url: `/wps/deposit/order?orderNo=${orderNo}`, headers: bearer(token) }),
    ).value.status;
  const paid = (orderNo: string, amount: number) =>
    postGatewayCallback(t, {
      orderNo,
      amount: amount.toFixed(2),
      status: 'PAID',
      gatewayTx: `tx-limit-${String(tx++).padStart(4, '0')}`,
      timestamp: Date.now(),
    });
  const credited = () => expectLedgerHolds(t, memberId);
  const held = async () => {
    const answer = await runOperator(t.db, ['protection', '--user', 'player2']);
    return (JSON.parse(answer.stdout) as { heldDeposits: { orderNo: string; reason: string }[] })
      .heldDeposits;
  };

  it('a waiting order reserves its room: a second order over what is left is refused, stating the rest', async () => {
    await setLimit('deposit24h', 100_000);
    await orderNoOf(600);
    const refused = await order(600);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused)).toMatchObject({
      code: 'DEPOSIT_LIMIT',
      value: { kind: 'deposit24h', limitCents: 100_000, remainingCents: 40_000 },
    });
    expect((await order(400)).statusCode).toBe(200);
  });

  it('two parallel orders straddling the limit: one is created, the other refused', async () => {
    await setLimit('deposit7d', 100_000);
    const answers = await Promise.all([order(600), order(600)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an order created while another is being confirmed: the first counts either way, credited or waiting', async () => {
    await setLimit('deposit24h', 100_000);
    const first = await orderNoOf(600);
    const [confirmed, second] = await Promise.all([paid(first, 600), order(600)]);
    expect(confirmed.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(envelope(second).value).toMatchObject({ remainingCents: 40_000 });
    expect(await credited()).toBe(60_000);
  });

  it('a cancelled order gives its room back; an order older than the period does not count', async () => {
    await setLimit('deposit24h', 100_000);
    const first = await orderNoOf(1_000);
    expect((await order(100)).statusCode).toBe(409);
    await t.db
      .updateTable('deposit_orders')
      .set({ status: 'CANCELLED' })
      .where('order_no', '=', first)
      .execute();
    const second = await orderNoOf(1_000);
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000).toISOString();
    await t.db
      .updateTable('deposit_orders')
      .set({ created_at: twoDaysAgo })
      .where('order_no', '=', second)
      .execute();
    expect((await order(1_000)).statusCode).toBe(200);
  });

  it('a confirmation that would break a limit lowered meanwhile is held, never credited', async () => {
    await setLimit('deposit24h', 100_000);
    const orderNo = await orderNoOf(800);
    await setLimit('deposit24h', 50_000);
    expect((await paid(orderNo, 800)).statusCode).toBe(200);
    expect(await statusOf(orderNo)).toBe('PENDING');
    expect(await credited()).toBe(0);
    expect(await held()).toEqual([expect.objectContaining({ orderNo, reason: 'DEPOSIT_LIMIT' })]);
    const seen = await t.call({ url: `/wps/deposit/order?orderNo=${orderNo}`, headers: bearer(token) });
    expect(envelope<DepositOrder>(seen).value.heldForReview).toBe(true);
    // The payment is recorded once: another callback for it moves nothing.
    expect((await paid(orderNo, 800)).statusCode).toBe(409);
    // The operator cannot credit it while the limit forbids it; rejecting it (refund) settles it.
    const approve = await runOperator(t.db, ['deposit-review', '--order', orderNo, '--decision', 'approve']);
    expect(approve.exitCode).toBe(1);
    expect(approve.stderr).toContain('held');
    expect(await credited()).toBe(0);
    await runOperator(t.db, ['deposit-review', '--order', orderNo, '--decision', 'reject']);
    expect(await statusOf(orderNo)).toBe('FAILED');
    expect(await held()).toEqual([]);
    const settled = await t.call({ url: `/wps/deposit/order?orderNo=${orderNo}`, headers: bearer(token) });
    expect(envelope<DepositOrder>(settled).value.heldForReview).toBe(false);
  });

  it('parallel confirmations of orders made before a decrease credit only what the new limit allows', async () => {
    await setLimit('deposit24h', 100_000);
    const orders = [await orderNoOf(300), await orderNoOf(300), await orderNoOf(300)];
    await setLimit('deposit24h', 65_000);
    const answers = await Promise.all(orders.map((orderNo) => paid(orderNo, 300)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await credited()).toBe(60_000);
    const statuses = await Promise.all(orders.map(statusOf));
    expect(statuses.sort()).toEqual(['PENDING', 'SUCCESS', 'SUCCESS']);
    expect(await held()).toHaveLength(1);
  });

  it('a confirmation during a time-out is held, and credited by the operator once it has ended', async () => {
    const orderNo = await orderNoOf(500);
    const now = Date.now();
    await t.db
      .insertInto('protection_exclusions')
      .values({
        member_id: memberId,
        kind: 'timeOut',
        period: '24h',
        started_at: new Date(now - 1000).toISOString(),
        ends_at: new Date(now + 24 * 3600_000).toISOString(),
        locked_until: new Date(now - 1000).toISOString(),
        ended_at: null,
        ended_by: null,
      })
      .execute();
    expect((await paid(orderNo, 500)).statusCode).toBe(200);
    expect(await held()).toEqual([expect.objectContaining({ orderNo, reason: 'EXCLUDED' })]);
    expect(await credited()).toBe(0);
    expect((await runOperator(t.db, ['protection', '--user', 'player2', '--end', 'time-out'])).exitCode).toBe(
      0,
    );
    const approve = await runOperator(t.db, ['deposit-review', '--order', orderNo, '--decision', 'approve']);
    expect(approve.exitCode).toBe(0);
    expect(await credited()).toBe(50_000);
  });
});
