import type { DepositChannel, DepositOrder, DepositPromo } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import {
  expectLedgerHolds,
  memberIdOf,
  newKey,
  postGatewayCallback,
  postMoney,
  submitDemoGateway,
} from './money-test-kit';

describe('payment gateway: order, demo pay page, signed callback', () => {
  let t: TestContext;
  let token: string;
  let player2: number;
  let demoPay: DepositChannel;
  let promos: DepositPromo[];
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player2');
    player2 = await memberIdOf(t, 'player2');
    const channels = envelope<DepositChannel[]>(
      await t.call({ url: '/wps/deposit/channels', headers: bearer(token) }),
    ).value;
    demoPay = channels.find((c) => c.name === 'DemoPay') as DepositChannel;
    promos = envelope<DepositPromo[]>(
      await t.call({ url: '/wps/deposit/promos', headers: bearer(token) }),
    ).value;
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerHolds(t, player2));

  const createOrder = async (amount: number, promoId: number | null = null, key?: string) =>
    envelope<{ orderNo: string; gatewayUrl: string }>(
      await postMoney(t, token, '/wps/deposit/gateway', { channelId: demoPay.id, amount, promoId }, key),
    ).value;
  const orderOf = async (orderNo: string) =>
    envelope<DepositOrder>(
      await t.call({ url: `/wps/deposit/order?orderNo=${orderNo}`, headers: bearer(token) }),
    ).value;
  const callback = (body: object, secret?: Buffer) => postGatewayCallback(t, body, secret);
  const paid = (orderNo: string, amount: string, gatewayTx: string, timestamp = Date.now()) => ({
    orderNo,
    amount,
    status: 'PAID',
    gatewayTx,
    timestamp,
  });

  it('pays through the demo page: one signed callback credits the deposit, then the player goes back', async () => {
    const before = await expectLedgerHolds(t, player2);
    const { orderNo, gatewayUrl } = await createOrder(250);
    const url = new URL(gatewayUrl);
    expect(url.pathname).toBe('/lgw/demo-gateway/pay');
    const page = await t.call({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay 250.00');
    const pay = await submitDemoGateway(t, gatewayUrl);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/m/voucherCenter?order=${orderNo}`);
    expect((await orderOf(orderNo)).status).toBe('SUCCESS');
    expect(await expectLedgerHolds(t, player2)).toBe(before + 25_000);

    // Paying again from the same page (back button) moves nothing.
    await submitDemoGateway(t, gatewayUrl);
    expect(await expectLedgerHolds(t, player2)).toBe(before + 25_000);
  });

  it('cancelling on the gateway cancels the order and moves nothing', async () => {
    const before = await expectLedgerHolds(t, player2);
    const { orderNo, gatewayUrl } = await createOrder(300);
    await submitDemoGateway(t, gatewayUrl, 'cancel');
    expect((await orderOf(orderNo)).status).toBe('CANCELLED');
    expect(await expectLedgerHolds(t, player2)).toBe(before);
  });

  it('credits the promo bonus with the deposit', async () => {
    const before = await expectLedgerHolds(t, player2);
    const reload = promos.find((p) => p.percent === 10) as DepositPromo;
    const { orderNo } = await createOrder(1_000, reload.id);
    expect((await callback(paid(orderNo, '1000.00', 'tx-bonus-0001'))).statusCode).toBe(200);
    expect(await orderOf(orderNo)).toMatchObject({ status: 'SUCCESS', bonus: 100 });
    expect(await expectLedgerHolds(t, player2)).toBe(before + 110_000);
  });

  it('refuses a forged signature, moving nothing', async () => {
    const before = await expectLedgerHolds(t, player2);
    const { orderNo } = await createOrder(200);
    const forged = await callback(paid(orderNo, '200.00', 'tx-forged-001'), Buffer.from('x'.repeat(32)));
    expect(forged.statusCode).toBe(401);
    expect(envelope(forged).code).toBe('SIGNATURE_INVALID');
    const unsigned = await t.call({
      method: 'POST',
      url: '/wps/deposit/gateway/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paid(orderNo, '200.00', 'tx-forged-002')),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await orderOf(orderNo)).status).toBe('PENDING');
    expect(await expectLedgerHolds(t, player2)).toBe(before);
  });

  it('refuses a replayed callback, an old one and one for another amount', async () => {
    const { orderNo } = await createOrder(400);
    const first = paid(orderNo, '400.00', 'tx-replay-0001');
    expect((await callback(first)).statusCode).toBe(200);
    const credited = await expectLedgerHolds(t, player2);
    const replay = await callback(first);
    expect(replay.statusCode).toBe(409);
    expect(envelope(replay).code).toBe('ORDER_NOT_PENDING');
    expect((await callback(paid(orderNo, '400.00', 'tx-replay-0002'))).statusCode).toBe(409);
    expect(await expectLedgerHolds(t, player2)).toBe(credited);

    const other = await createOrder(500);
    const stale = await callback(paid(other.orderNo, '500.00', 'tx-stale-0001', Date.now() - 10 * 60 * 1000));
    expect(stale.statusCode).toBe(401);
    const wrongAmount = await callback(paid(other.orderNo, '5000.00', 'tx-amount-001'));
    expect(wrongAmount.statusCode).toBe(400);
    expect((await orderOf(other.orderNo)).status).toBe('PENDING');
    expect(await expectLedgerHolds(t, player2)).toBe(credited);
  });

  it('ten concurrent callbacks for one order credit it once', async () => {
    const before = await expectLedgerHolds(t, player2);
    const { orderNo } = await createOrder(150);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        callback(paid(orderNo, '150.00', `tx-conc-${String(n).padStart(4, '0')}`)),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await expectLedgerHolds(t, player2)).toBe(before + 15_000);
  });

  it("a replayed order request returns the first order; limits are the channel's", async () => {
    const key = newKey();
    const first = await createOrder(120, null, key);
    expect(await createOrder(120, null, key)).toEqual(first);
    const over = await postMoney(t, token, '/wps/deposit/gateway', {
      channelId: demoPay.id,
      amount: 50_001,
      promoId: null,
    });
    expect(envelope(over)).toMatchObject({ success: false, code: 'AMOUNT_ABOVE_MAX' });
    const noKey = await t.call({
      method: 'POST',
      url: '/wps/deposit/gateway',
      headers: bearer(token),
      payload: { channelId: demoPay.id, amount: 120, promoId: null },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('refuses a forged or expired gateway link', async () => {
    const res = await t.call({ url: '/lgw/demo-gateway/pay?ticket=D123456789.9999999999999.abc' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<button');
  });
});
