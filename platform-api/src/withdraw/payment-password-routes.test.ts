import type { BankCard } from '@mobile/shared-contracts';
import { DEMO_PASSWORD } from '../accounts/account-test-kit';
import { DEMO_PAYMENT_PASSWORD } from '../demo/seed/members';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

// New withdrawal passwords are hashed at the production scrypt cost (N = 2^17): seconds on a busy machine.
jest.setTimeout(30_000);

describe('withdrawal password, payee name and bank cards', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const post = async (user: string, url: string, payload: object) =>
    t.call({ method: 'POST', url, headers: bearer(await t.login(user)), payload });
  const has = async (user: string) =>
    envelope<{ hasWithdrawalPassword: boolean }>(
      await t.call({ url: '/wps/member/hasWithdrawalPassword', headers: bearer(await t.login(user)) }),
    ).value.hasWithdrawalPassword;
  const hashOf = async (user: string) =>
    (
      await t.db
        .selectFrom('members')
        .select('payment_password_hash')
        .where('username', '=', user)
        .where('merchant_code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).payment_password_hash;

  it('player2 sets a first withdrawal password without an old one', async () => {
    expect(await has('player2')).toBe(false);
    const mismatch = await post('player2', '/wps/member/paymentPassword', {
      loginPassword: DEMO_PASSWORD,
      newPassword: '246810',
      confirmNewPassword: '246811',
    });
    expect(envelope(mismatch).code).toBe('PASSWORD_MISMATCH');
    expect(await has('player2')).toBe(false);
    const res = await post('player2', '/wps/member/paymentPassword', {
      loginPassword: DEMO_PASSWORD,
      newPassword: '246810',
      confirmNewPassword: '246810',
    });
    expect(envelope(res).value).toEqual({ hasWithdrawalPassword: true });
    expect(await has('player2')).toBe(true);
  });

  it('changing needs the right old password and a new one that differs', async () => {
    const before = await hashOf('player0');
    const wrong = await post('player0', '/wps/member/paymentPassword', {
      loginPassword: DEMO_PASSWORD,
      oldPassword: '000000',
      newPassword: '135790',
      confirmNewPassword: '135790',
    });
    expect(envelope(wrong)).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_WRONG' });
    const missing = await post('player0', '/wps/member/paymentPassword', {
      loginPassword: DEMO_PASSWORD,
      newPassword: '135790',
      confirmNewPassword: '135790',
    });
    expect(envelope(missing).code).toBe('PAYMENT_PASSWORD_WRONG');
    const same = await post('player0', '/wps/member/paymentPassword', {
      loginPassword: DEMO_PASSWORD,
      oldPassword: DEMO_PAYMENT_PASSWORD,
      newPassword: DEMO_PAYMENT_PASSWORD,
      confirmNewPassword: DEMO_PAYMENT_PASSWORD,
    });
    expect(envelope(same).code).toBe('PASSWORD_SAME_AS_OLD');
    expect(await hashOf('player0')).toBe(before);
    const ok = await post('player0', '/wps/member/paymentPassword', {
      loginPassword: DEMO_PASSWORD,
      oldPassword: DEMO_PAYMENT_PASSWORD,
      newPassword: '135790',
      confirmNewPassword: '135790',
    });
    expect(ok.statusCode).toBe(200);
    expect(await hashOf('player0')).not.toBe(before);
  });

  it('reset needs the login password', async () => {
    const before = await hashOf('player1');
    const wrong = await post('player1', '/wps/member/paymentPassword/reset', {
      loginPassword: 'nope',
      newPassword: '112233',
      confirmNewPassword: '112233',
    });
    expect(envelope(wrong).code).toBe('WRONG_CREDENTIALS');
    expect(await hashOf('player1')).toBe(before);
    const ok = await post('player1', '/wps/member/paymentPassword/reset', {
      loginPassword: 'Demo1234',
      newPassword: '112233',
      confirmNewPassword: '112233',
    });
    expect(ok.statusCode).toBe(200);
    expect(await has('player1')).toBe(true);
  });

  it.each([
    ['five digits', { newPassword: '12345', confirmNewPassword: '12345' }],
    ['letters', { newPassword: 'abcdef', confirmNewPassword: 'abcdef' }],
    ['nothing', {}],
  ])('refuses a withdrawal password of %s', async (_, payload) => {
    expect(
      (await post('player2', '/wps/member/paymentPassword', { ...payload, loginPassword: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(400);
  });

  it('payee name is set once; a bank card takes it as holder', async () => {
    const bad = await post('agent40', '/wps/member/payeename', { payeeName: '<b>x</b>' });
    expect(bad.statusCode).toBe(400);
    const noName = await post('player2', '/wps/member/bankCard', {
      loginPassword: DEMO_PASSWORD,
      bankCode: 'BDO',
      cardNumber: '1234567890',
      paymentPassword: '246810',
    });
    expect(envelope(noName).code).toBe('PAYEE_NAME_REQUIRED');
    expect(
      envelope(await post('player2', '/wps/member/payeename', { payeeName: ' Ana Reyes ' })).value,
    ).toEqual({ payeeName: 'Ana Reyes' });
    expect(envelope(await post('player2', '/wps/member/payeename', { payeeName: 'Someone Else' })).code).toBe(
      'PAYEE_NAME_SET',
    );

    const wrongPassword = await post('player2', '/wps/member/bankCard', {
      loginPassword: DEMO_PASSWORD,
      bankCode: 'BDO',
      cardNumber: '1234567890',
      paymentPassword: '000000',
    });
    expect(envelope(wrongPassword).code).toBe('PAYMENT_PASSWORD_WRONG');
    const added = await post('player2', '/wps/member/bankCard', {
      loginPassword: DEMO_PASSWORD,
      bankCode: 'BDO',
      cardNumber: '1234567890',
      paymentPassword: '246810',
    });
    expect(envelope<BankCard>(added).value).toMatchObject({
      bankName: 'BDO Unibank',
      holderName: 'Ana Reyes',
      maskedNumber: '**** 7890',
    });
    expect(added.body).not.toContain('1234567890');
    const duplicate = await post('player2', '/wps/member/bankCard', {
      loginPassword: DEMO_PASSWORD,
      bankCode: 'BPI',
      cardNumber: '1234567890',
      paymentPassword: '246810',
    });
    expect(envelope(duplicate).code).toBe('BANK_CARD_EXISTS');
  });

  it.each([
    ['an unknown bank', { bankCode: 'NOBANK', cardNumber: '1234567899' }],
    ['nine digits', { bankCode: 'BDO', cardNumber: '123456789' }],
    ['letters in the number', { bankCode: 'BDO', cardNumber: '12345abc90' }],
  ])('refuses a bank card with %s', async (_, card) => {
    const res = await post('player2', '/wps/member/bankCard', {
      loginPassword: DEMO_PASSWORD,
      ...card,
      paymentPassword: '246810',
    });
    expect(res.statusCode).toBe(400);
  });
});
