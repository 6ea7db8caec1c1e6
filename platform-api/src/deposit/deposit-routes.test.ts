import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DepositChannel, DepositOrder, DepositPromo, Paged } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { EXE_BYTES, expectLedgerHolds, memberIdOf, newKey, PNG_1PX, postMoney } from './money-test-kit';

const receiptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-test-'));
process.env.RECEIPT_DIR = receiptDir;

describe('deposit: channels, promos, manual transfer with receipts, history', () => {
  let t: TestContext;
  let token: string;
  let player1: number;
  let channels: DepositChannel[];
  let promos: DepositPromo[];
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player1');
    player1 = await memberIdOf(t, 'player1');
    channels = envelope<DepositChannel[]>(
      await t.call({ url: '/wps/deposit/channels', headers: bearer(token) }),
    ).value;
    promos = envelope<DepositPromo[]>(
      await t.call({ url: '/wps/deposit/promos', headers: bearer(token) }),
    ).value;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(receiptDir, { recursive: true, force: true });
  });
  afterEach(() => expectLedgerHolds(t, player1));

  const channel = (name: string) => {
    const found = channels.find((c) => c.name === name);
    if (!found) throw new Error(name);
    return found;
  };
  const receipt = (bytes: Buffer, name = 'receipt.png') => ({ name, dataBase64: bytes.toString('base64') });
  const manual = (over: Record<string, unknown> = {}, key?: string) =>
    postMoney(
      t,
      token,
      '/wps/deposit/manual',
      {
        channelId: channel('GCash').id,
        amount: 500,
        promoId: null,
        remark: 'from my phone',
        receipts: [receipt(PNG_1PX)],
        ...over,
      },
      key,
    );
  const orderCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('deposit_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const filesStored = () => fs.readdirSync(receiptDir).length;

  it('lists channels grouped by vendor with limits, and receiving accounts of manual ones', () => {
    expect(new Set(channels.map((c) => c.vendor))).toEqual(new Set(['BANK', 'EWALLET', 'GATEWAY']));
    expect(channel('GCash')).toMatchObject({
      method: 'MANUAL',
      min: 100,
      max: 20_000,
      account: { bankName: 'GCash' },
    });
    expect(channel('DemoPay')).toMatchObject({ method: 'GATEWAY', account: null });
    // player1 has deposited before: the first-deposit promotion is no longer offered (attack 13).
    expect(promos.map((p) => p.title)).toEqual(['Reload bonus 10% up to 500']);
  });

  it('a manual deposit with a receipt stays pending and moves no money until approved', async () => {
    const before = await expectLedgerHolds(t, player1);
    const res = await manual();
    expect(res.statusCode).toBe(200);
    const order = envelope<DepositOrder>(res).value;
    expect(order).toMatchObject({
      status: 'PENDING',
      amount: 500,
      receipts: 1,
      channelName: 'GCash',
      remark: 'from my phone',
    });
    expect(await expectLedgerHolds(t, player1)).toBe(before);

    const image = await t.call({
      url: `/wps/deposit/receipt?orderNo=${order.orderNo}&index=0`,
      headers: bearer(token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const other = await t.call({
      url: `/wps/deposit/receipt?orderNo=${order.orderNo}&index=0`,
      headers: bearer(await t.login('player0')),
    });
    expect(other.statusCode).toBe(404);
    expect((await t.call({ url: `/wps/deposit/receipt?orderNo=${order.orderNo}&index=0` })).statusCode).toBe(
      401,
    );

    const approved = await runOperator(t.db, [
      'deposit-review',
      '--order',
      order.orderNo,
      '--decision',
      'approve',
    ]);
    expect(approved.exitCode).toBe(0);
    expect(await expectLedgerHolds(t, player1)).toBe(before + 50_000);
    const again = await runOperator(t.db, [
      'deposit-review',
      '--order',
      order.orderNo,
      '--decision',
      'approve',
    ]);
    expect(again.exitCode).toBe(2);
    expect(await expectLedgerHolds(t, player1)).toBe(before + 50_000);
  });

  it('a rejected manual deposit moves nothing', async () => {
    const before = await expectLedgerHolds(t, player1);
    const order = envelope<DepositOrder>(await manual()).value;
    expect(
      (await runOperator(t.db, ['deposit-review', '--order', order.orderNo, '--decision', 'reject']))
        .exitCode,
    ).toBe(0);
    const seen = await t.call({ url: `/wps/deposit/order?orderNo=${order.orderNo}`, headers: bearer(token) });
    expect(envelope<DepositOrder>(seen).value.status).toBe('FAILED');
    expect(await expectLedgerHolds(t, player1)).toBe(before);
  });

  it('a replayed manual deposit returns the first order and stores nothing twice', async () => {
    const key = newKey();
    const first = await manual({}, key);
    const count = await orderCount();
    const files = filesStored();
    const again = await manual({}, key);
    expect(envelope(again).value).toEqual(envelope(first).value);
    expect(await orderCount()).toBe(count);
    expect(filesStored()).toBe(files);
  });

  it.each([
    [
      'a 6 MB image',
      { receipts: [receipt(Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]))] },
      'RECEIPT_TOO_LARGE',
    ],
    ['a renamed .exe', { receipts: [receipt(EXE_BYTES, 'receipt.png')] }, 'RECEIPT_INVALID'],
    [
      'a good image beside a bad one',
      { receipts: [receipt(PNG_1PX), receipt(EXE_BYTES, 'b.jpg')] },
      'RECEIPT_INVALID',
    ],
    ['four images', { receipts: Array.from({ length: 4 }, () => receipt(PNG_1PX)) }, 'BAD_REQUEST'],
    ['no image', { receipts: [] }, 'BAD_REQUEST'],
    ['not base64', { receipts: [{ name: 'a.png', dataBase64: '%%%%' }] }, 'RECEIPT_INVALID'],
    ['a remark over 140 characters', { remark: 'x'.repeat(141) }, 'BAD_REQUEST'],
    ['an amount over the channel maximum', { amount: 20_000.01 }, 'AMOUNT_ABOVE_MAX'],
    ['an amount under the channel minimum', { amount: 99.99 }, 'AMOUNT_BELOW_MIN'],
    ['three decimals', { amount: 100.005 }, 'BAD_REQUEST'],
    ['a negative amount', { amount: -100 }, 'BAD_REQUEST'],
    ['an amount as text', { amount: '500' }, 'BAD_REQUEST'],
    ['a gateway channel', { channelId: -1 }, 'BAD_REQUEST'],
    ['an unknown promo', { promoId: 99_999 }, 'BAD_REQUEST'],
  ])('refuses %s, storing nothing', async (_, over, code) => {
    const body = { ...over } as Record<string, unknown>;
    if (body.channelId === -1) body.channelId = channel('DemoPay').id;
    const count = await orderCount();
    const files = filesStored();
    const res = await manual(body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(envelope(res)).toMatchObject({ success: false, code });
    expect(await orderCount()).toBe(count);
    expect(filesStored()).toBe(files);
  });

  it("shows the member's own history with statuses, never another member's order", async () => {
    const page = envelope<Paged<DepositOrder>>(
      await t.call({ url: '/wps/deposit/orders?pageNo=1', headers: bearer(token) }),
    ).value;
    expect(page.total).toBeGreaterThan(2);
    expect(new Set(page.content.map((o) => o.status)).size).toBeGreaterThan(1);
    const theirs = envelope<Paged<DepositOrder>>(
      await t.call({ url: '/wps/deposit/orders?pageNo=1', headers: bearer(await t.login('player0')) }),
    ).value.content[0];
    const res = await t.call({
      url: `/wps/deposit/order?orderNo=${theirs?.orderNo}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).code).toBe('ORDER_NOT_FOUND');
    expect((await t.call({ url: '/wps/deposit/orders?pageNo=0', headers: bearer(token) })).statusCode).toBe(
      400,
    );
    expect(
      (await t.call({ url: '/wps/deposit/order?orderNo=../x', headers: bearer(token) })).statusCode,
    ).toBe(400);
  });

  it.each([
    ['GET', '/wps/deposit/channels'],
    ['GET', '/wps/deposit/promos'],
    ['GET', '/wps/deposit/orders?pageNo=1'],
    ['POST', '/wps/deposit/manual'],
    ['POST', '/wps/deposit/gateway'],
  ] as const)('refuses guests on %s %s', async (method, url) => {
    const res = await t.call({
      method,
      url,
      headers: { 'idempotency-key': newKey() },
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('deposit and withdraw refuse free-play and agent members (free_reject)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it.each([
    ['trial4', 'GET', '/wps/deposit/channels'],
    ['trial4', 'POST', '/wps/deposit/gateway'],
    ['trial4', 'GET', '/wps/withdraw/info'],
    ['trial4', 'POST', '/wps/transaction/withdraw'],
    ['agent40', 'GET', '/wps/deposit/channels'],
  ] as const)('%s on %s %s', async (user, method, url) => {
    const res = await t.call({
      method,
      url,
      headers: { ...bearer(await t.login(user)), 'idempotency-key': newKey() },
      payload:
        method === 'POST'
          ? { channelId: 1, amount: 500, promoId: null, bankCardId: 1, paymentPassword: '123456' }
          : undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe('FREE_REJECT');
  });
});
