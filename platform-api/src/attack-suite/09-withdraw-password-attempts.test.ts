import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@mobile/shared-contracts';
import { DEMO_PASSWORD } from '../accounts/account-test-kit';
import { DEMO_PAYMENT_PASSWORD } from '../demo/seed/members';
import { memberIdOf } from '../deposit/money-test-kit';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { checkPaymentPasswordGuarded, PAYMENT_PASSWORD_LOCK } from '../withdraw/payment-password-guard';

/**
 * Issue 26 finding 9: the six-digit withdrawal password had no attempt counter (add bank card, withdraw,
 * change it): a million guesses open it. Now five wrong ones in a row lock it for 30 minutes, the answer
 * says until when, and concurrent guesses cannot get past the budget.
 */
jest.setTimeout(60_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const post = async (token: string, url: string, payload: object) =>
  t.call({
    method: 'POST',
    url,
    headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: randomUUID() },
    payload,
  });
const withdraw = (token: string, bankCardId: number, paymentPassword: string) =>
  post(token, '/wps/transaction/withdraw', { bankCardId, amount: 100, paymentPassword });
const memberId = (user: string) => memberIdOf(t, user);
const firstCardOf = async (user: string) =>
  (
    await t.db
      .selectFrom('bank_cards')
      .select('id')
      .where('member_id', '=', await memberId(user))
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
const heldOrders = async (user: string) =>
  (
    await t.db
      .selectFrom('withdraw_orders')
      .select('order_no')
      .where('member_id', '=', await memberId(user))
      .execute()
  ).length;

describe('09: the withdrawal password has its own attempt budget', () => {
  it('five wrong ones lock it for 30 minutes, say until when, and hold even the right one', async () => {
    const token = await t.login('player0');
    const card = await firstCardOf('player0');
    const ordersBefore = await heldOrders('player0');
    const wrong = (pin: string) =>
      post(token, '/wps/transaction/withdraw', { bankCardId: card, amount: 100, paymentPassword: pin });
    const first = await wrong('000001');
    expect(envelope(first)).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft: 4 } });
    for (const pin of ['000002', '000003', '000004'])
      expect(envelope(await wrong(pin)).code).toBe('PAYMENT_PASSWORD_WRONG');
    const before = Date.now();
    const fifth = await wrong('000005');
    expect(envelope(fifth).code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(fifth.statusCode).toBe(423);
    const { lockedUntil } = envelope<{ lockedUntil: string }>(fifth).value;
    const until = Date.parse(lockedUntil);
    expect(until).toBeGreaterThanOrEqual(before + PAYMENT_PASSWORD_LOCK.lockMs - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + PAYMENT_PASSWORD_LOCK.lockMs + 1000);
    // Locked: the right password is not even checked, on every screen that takes it.
    const right = await wrong(DEMO_PAYMENT_PASSWORD);
    expect(envelope(right)).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED', value: { lockedUntil } });
    const addCard = await post(token, '/wps/member/bankCard', {
      bankCode: 'BDO',
      cardNumber: '5556667779',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      loginPassword: DEMO_PASSWORD,
    });
    expect(envelope(addCard).code).toBe('PAYMENT_PASSWORD_LOCKED');
    const change = await post(token, '/wps/member/paymentPassword', {
      oldPassword: DEMO_PAYMENT_PASSWORD,
      loginPassword: DEMO_PASSWORD,
      newPassword: '246813',
      confirmNewPassword: '246813',
    });
    expect(envelope(change).code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await heldOrders('player0')).toBe(ordersBefore);
  });

  it('twenty concurrent wrong guesses check at most five', async () => {
    const token = await t.login('player1');
    const card = await firstCardOf('player1');
    // player1 has no withdrawal password in the seed: give it player0's ('123456').
    const { payment_password_hash } = await t.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', await memberId('player0'))
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('members')
      .set({ payment_password_hash })
      .where('id', '=', await memberId('player1'))
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(token, '/wps/transaction/withdraw', {
          bankCardId: card,
          amount: 100,
          paymentPassword: String(100000 + i),
        }),
      ),
    );
    const codes = answers.map((a) => envelope(a).code);
    expect(codes).toContain('PAYMENT_PASSWORD_LOCKED');
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_WRONG').length).toBeLessThanOrEqual(
      PAYMENT_PASSWORD_LOCK.failures - 1,
    );
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED').length).toBeGreaterThanOrEqual(
      20 - PAYMENT_PASSWORD_LOCK.failures + 1,
    );
    expect(codes.every((c) => c === 'PAYMENT_PASSWORD_WRONG' || c === 'PAYMENT_PASSWORD_LOCKED')).toBe(true);
    const guard = await t.db
      .selectFrom('payment_password_guards')
      .select(['failures', 'locked_until'])
      .where('member_id', '=', await memberId('player1'))
      .executeTakeFirstOrThrow();
    expect(Number(guard.failures)).toBe(PAYMENT_PASSWORD_LOCK.failures);
    expect(guard.locked_until).not.toBeNull();
    expect(envelope(await withdraw(token, card, DEMO_PAYMENT_PASSWORD)).code).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('a right one clears the count; the lock ends after 30 minutes', async () => {
    const id = await memberId('agent41');
    // player0's withdrawal password hash ('123456'), checked against agent41's own budget.
    const hash = (
      await t.db
        .selectFrom('members')
        .select('payment_password_hash')
        .where('id', '=', await memberId('player0'))
        .executeTakeFirstOrThrow()
    ).payment_password_hash as string;
    const now = new Date('2030-01-01T00:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    for (let i = 0; i < 4; i += 1)
      await expect(checkPaymentPasswordGuarded(t.db, id, '999999', hash, now)).rejects.toMatchObject({
        code: 'PAYMENT_PASSWORD_WRONG',
      });
    await checkPaymentPasswordGuarded(t.db, id, DEMO_PAYMENT_PASSWORD, hash, now);
    for (let i = 0; i < 4; i += 1)
      await expect(checkPaymentPasswordGuarded(t.db, id, '999999', hash, now)).rejects.toMatchObject({
        code: 'PAYMENT_PASSWORD_WRONG',
      });
    await expect(checkPaymentPasswordGuarded(t.db, id, '999999', hash, now)).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_LOCKED',
      value: { lockedUntil: later(PAYMENT_PASSWORD_LOCK.lockMs).toISOString() },
    });
    await expect(
      checkPaymentPasswordGuarded(
        t.db,
        id,
        DEMO_PAYMENT_PASSWORD,
        hash,
        later(PAYMENT_PASSWORD_LOCK.lockMs - 1000),
      ),
    ).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    await checkPaymentPasswordGuarded(
      t.db,
      id,
      DEMO_PAYMENT_PASSWORD,
      hash,
      later(PAYMENT_PASSWORD_LOCK.lockMs),
    );
  });
});
