import { DEMO_PASSWORD } from '../accounts/account-test-kit';
import { DEMO_PAYMENT_PASSWORD } from '../demo/seed/members';
import { memberIdOf, postMoney } from '../deposit/money-test-kit';
import { createTestContext, envelope, type TestContext } from '../test/test-context';
import { codeAt, turnOnTotp } from '../totp/totp-test-kit';

/**
 * Finding 9's attacker (a stolen session and the six-digit withdrawal password, or the login password)
 * against a member who turned the authenticator app on (issue 31): without a fresh code of the app no
 * withdrawal, no new bank card and no new withdrawal password, and nothing moves. Each call is also
 * refused with a code already used (replayed from a shoulder or a log).
 */
jest.setTimeout(60_000);

let t: TestContext;
let token: string;
let secret: string;
let turnedOnWith: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('player0');
  ({ secret, code: turnedOnWith } = await turnOnTotp(t, token));
});
afterAll(() => t.close());

async function footprint() {
  const memberId = await memberIdOf(t, 'player0');
  const member = await t.db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const wallet = await t.db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const count = async (table: 'withdraw_orders' | 'bank_cards') =>
    (await t.db.selectFrom(table).select('id').where('member_id', '=', memberId).execute()).length;
  return {
    ...member,
    balance: Number(wallet.balance_cents),
    orders: await count('withdraw_orders'),
    cards: await count('bank_cards'),
  };
}

const cardId = async () =>
  (
    await t.db
      .selectFrom('bank_cards')
      .select('id')
      .where('member_id', '=', await memberIdOf(t, 'player0'))
      .executeTakeFirstOrThrow()
  ).id;

/** The four money calls the attacker tries, with `extra` (no code, a used code) added. */
async function moneyCalls(extra: Record<string, string>) {
  return [
    await postMoney(t, token, '/wps/transaction/withdraw', {
      bankCardId: await cardId(),
      amount: 100,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      ...extra,
    }),
    await postMoney(t, token, '/wps/member/bankCard', {
      bankCode: 'BDO',
      cardNumber: '4111111111111111',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      loginPassword: DEMO_PASSWORD,
      ...extra,
    }),
    await postMoney(t, token, '/wps/member/paymentPassword', {
      oldPassword: DEMO_PAYMENT_PASSWORD,
      loginPassword: DEMO_PASSWORD,
      newPassword: '654321',
      confirmNewPassword: '654321',
      ...extra,
    }),
    await postMoney(t, token, '/wps/member/paymentPassword/reset', {
      loginPassword: DEMO_PASSWORD,
      newPassword: '654321',
      confirmNewPassword: '654321',
      ...extra,
    }),
  ];
}

describe('09 (issue 31): with the authenticator on, the passwords alone move no money', () => {
  it('refuses withdraw, add card and both withdrawal-password changes without a code', async () => {
    const before = await footprint();
    const answers = await moneyCalls({});
    expect(answers.map((a) => [a.statusCode, envelope(a).code])).toEqual(
      Array.from({ length: 4 }, () => [403, 'TOTP_REQUIRED']),
    );
    expect(await footprint()).toEqual(before);
  });

  it('refuses them with the code that turned it on (already used)', async () => {
    const before = await footprint();
    // The very code that turned it on (a code of the clock's step now would be a fresh one after a step
    // boundary, and rightly accepted).
    const answers = await moneyCalls({ totpCode: turnedOnWith });
    expect(answers.map((a) => envelope(a).code)).toEqual(Array.from({ length: 4 }, () => 'TOTP_WRONG'));
    // The fifth wrong code locks the second step, so the right one from the app is refused as well.
    const fifth = await moneyCalls({ totpCode: codeAt(secret, new Date(), -1) });
    expect(fifth.map((a) => envelope(a).code)).toEqual(Array.from({ length: 4 }, () => 'TOTP_LOCKED'));
    const right = await moneyCalls({ totpCode: codeAt(secret, new Date(), 1) });
    expect(right.map((a) => envelope(a).code)).toEqual(Array.from({ length: 4 }, () => 'TOTP_LOCKED'));
    expect(await footprint()).toEqual(before);
  });
});
