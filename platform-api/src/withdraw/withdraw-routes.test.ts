import type { BankCard, Paged, WithdrawInfo, WithdrawOrder } from '@mobile/shared-contracts';
import { DEMO_PAYMENT_PASSWORD } from '../demo/seed/members';
import { expectLedgerHolds, memberIdOf, newKey, postMoney } from '../deposit/money-test-kit';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

describe('withdraw: funds held at request, cancel, operator review', () => {
  let t: TestContext;
  let token: string;
  let player0: number;
  let card: BankCard;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player0');
    player0 = await memberIdOf(t, 'player0');
    card = envelope<BankCard[]>(await t.call({ url: '/wps/relay/MCS2_bankCards', headers: bearer(token) }))
      .value[0] as BankCard;
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerHolds(t, player0));

  const withdraw = (amount: number, over: Record<string, unknown> = {}, key?: string) =>
    postMoney(
      t,
      token,
      '/wps/transaction/withdraw',
      { bankCardId: card.id, amount, paymentPassword: DEMO_PAYMENT_PASSWORD, ...over },
      key,
    );
  const cancel = (orderNo: string, who = token, key?: string) =>
    postMoney(t, who, '/wps/transaction/withdraw/cancel', { orderNo }, key);
  const info = async () =>
    envelope<WithdrawInfo>(await t.call({ url: '/wps/withdraw/info', headers: bearer(token) })).value;

  it('shows funds, limits and the seeded card (masked)', async () => {
    expect(card).toMatchObject({ bankCode: 'BDO', holderName: 'Juan Dela Cruz', maskedNumber: '**** 4321' });
    expect(await info()).toMatchObject({
      balance: 12_345.67,
      held: 0,
      min: 100,
      max: 50_000,
      hasWithdrawalPassword: true,
    });
  });

  it('a request holds the amount at once; cancel gives it back; a replay moves nothing', async () => {
    const before = await expectLedgerHolds(t, player0);
    const key = newKey();
    const res = await withdraw(1_000, {}, key);
    expect(res.statusCode).toBe(200);
    const order = envelope<WithdrawOrder>(res).value;
    expect(order).toMatchObject({ status: 'PENDING', amount: 1_000, maskedNumber: '**** 4321' });
    expect(envelope(await withdraw(1_000, {}, key)).value).toEqual(order);
    expect(await expectLedgerHolds(t, player0)).toBe(before - 100_000);
    expect(await info()).toMatchObject({ held: 1_000, balance: (before - 100_000) / 100 });

    const cancelKey = newKey();
    const cancelled = await cancel(order.orderNo, token, cancelKey);
    expect(envelope<WithdrawOrder>(cancelled).value.status).toBe('CANCELLED');
    expect(envelope(await cancel(order.orderNo, token, cancelKey)).value).toEqual(envelope(cancelled).value);
    expect(await expectLedgerHolds(t, player0)).toBe(before);
    const twice = await cancel(order.orderNo);
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).code).toBe('ORDER_NOT_PENDING');
    expect(await expectLedgerHolds(t, player0)).toBe(before);
  });

  it('the operator approves (money leaves) or rejects (money comes back), once', async () => {
    const before = await expectLedgerHolds(t, player0);
    const a = envelope<WithdrawOrder>(await withdraw(200)).value;
    const b = envelope<WithdrawOrder>(await withdraw(300)).value;
    expect(
      (await runOperator(t.db, ['withdraw-review', '--order', a.orderNo, '--decision', 'approve'])).exitCode,
    ).toBe(0);
    expect(
      (await runOperator(t.db, ['withdraw-review', '--order', b.orderNo, '--decision', 'reject'])).exitCode,
    ).toBe(0);
    expect(
      (await runOperator(t.db, ['withdraw-review', '--order', b.orderNo, '--decision', 'approve'])).exitCode,
    ).toBe(2);
    expect(await expectLedgerHolds(t, player0)).toBe(before - 20_000);
    expect((await cancel(a.orderNo)).statusCode).toBe(409);
    const page = envelope<Paged<WithdrawOrder>>(
      await t.call({ url: '/wps/relay/MCS2_WithdrawTransactionReport?pageNo=1', headers: bearer(token) }),
    ).value;
    expect(page.content.find((o) => o.orderNo === a.orderNo)?.status).toBe('SUCCESS');
    expect(page.content.find((o) => o.orderNo === b.orderNo)?.status).toBe('FAILED');
  });

  it.each([
    ['a wrong withdrawal password', { paymentPassword: '000000' }, 1_000, 'PAYMENT_PASSWORD_WRONG'],
    ['an amount under the minimum', {}, 99, 'AMOUNT_BELOW_MIN'],
    ['an amount over the maximum', {}, 50_000.01, 'AMOUNT_ABOVE_MAX'],
    ['more than the balance', {}, 49_999, 'INSUFFICIENT_BALANCE'],
    ['three decimals', {}, 100.123, 'BAD_REQUEST'],
    ['zero', {}, 0, 'BAD_REQUEST'],
    ['an unknown card', { bankCardId: 999_999 }, 1_000, 'BAD_REQUEST'],
    ['a password that is not six digits', { paymentPassword: 'abc' }, 1_000, 'BAD_REQUEST'],
  ])('refuses %s, moving nothing', async (_, over, amount, code) => {
    const before = await expectLedgerHolds(t, player0);
    const res = await withdraw(amount, over);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(envelope(res).code).toBe(code);
    expect(await expectLedgerHolds(t, player0)).toBe(before);
  });

  it("refuses another member's card and another member's order", async () => {
    const other = await t.login('player1');
    const theirCard = envelope<BankCard[]>(
      await t.call({ url: '/wps/relay/MCS2_bankCards', headers: bearer(other) }),
    ).value[0] as BankCard;
    expect((await withdraw(1_000, { bankCardId: theirCard.id })).statusCode).toBe(400);
    const mine = envelope<WithdrawOrder>(await withdraw(150)).value;
    const res = await cancel(mine.orderNo, other);
    expect(res.statusCode).toBe(404);
    expect(envelope(res).code).toBe('ORDER_NOT_FOUND');
    expect(envelope<WithdrawOrder>(await cancel(mine.orderNo)).value.status).toBe('CANCELLED');
  });

  it('20 concurrent withdrawals of the whole balance: exactly one succeeds', async () => {
    const balance = await expectLedgerHolds(t, player0);
    const whole = balance / 100;
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(whole)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => envelope(a).code === 'INSUFFICIENT_BALANCE')).toHaveLength(19);
    expect(await expectLedgerHolds(t, player0)).toBe(0);
    expect(await info()).toMatchObject({ balance: 0, held: whole });
    const pending = answers.find((a) => a.statusCode === 200);
    await cancel(envelope<WithdrawOrder>(pending as { body: string }).value.orderNo);
    expect(await expectLedgerHolds(t, player0)).toBe(balance);
  });
});
