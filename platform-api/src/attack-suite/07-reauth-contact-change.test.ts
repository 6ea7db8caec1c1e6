import { DEMO_PASSWORD, solvedCaptcha } from '../accounts/account-test-kit';
import { latestMessages } from '../accounts/outbox';
import { DEMO_PAYMENT_PASSWORD } from '../demo/seed/members';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 26 finding 7: a stolen session must not be enough to move an account's contacts (and with them
 * the password reset) to the thief. Changing the e-mail, the mobile number, the withdrawal password or
 * adding a bank card needs the login password; a new address is used only after the code sent there
 * comes back; the old address is told.
 */
jest.setTimeout(60_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const post = async (token: string, url: string, payload: object) =>
  t.call({ method: 'POST', url, headers: bearer(token), payload });
const contactsOf = (user: string) =>
  t.db
    .selectFrom('member_contacts')
    .innerJoin('members', 'members.id', 'member_contacts.member_id')
    .select(['member_contacts.email', 'member_contacts.mobile'])
    .where('members.username', '=', user)
    .where('members.merchant_code', '=', 'demo')
    .executeTakeFirstOrThrow();
const inbox = (recipient: string) => latestMessages(t.db, 'demo', recipient, 10);
const codeIn = async (recipient: string) => {
  const code = /\b(\d{6})\b/.exec((await inbox(recipient))[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
};

describe('07: changing contacts re-authenticates and verifies the new address', () => {
  it('the session alone no longer changes the e-mail (the old one-step call is refused)', async () => {
    const thief = await t.login('player1');
    const res = await post(thief, '/wps/member/email', { email: 'thief@evil.example' });
    expect(res.statusCode).toBe(400);
    expect((await contactsOf('player1')).email).toBe('player1@example.com');
  });

  it('no code goes to a new e-mail without the right login password', async () => {
    const thief = await t.login('player1');
    const none = await post(thief, '/wps/member/email/code', { email: 'thief@evil.example' });
    expect(none.statusCode).toBe(400);
    const wrong = await post(thief, '/wps/member/email/code', {
      email: 'thief@evil.example',
      loginPassword: 'Guess1234',
    });
    expect(envelope(wrong)).toMatchObject({ success: false, code: 'WRONG_CREDENTIALS' });
    expect(await inbox('thief@evil.example')).toEqual([]);
  });

  it('a stolen session cannot take the account over through the e-mail reset', async () => {
    const thief = await t.login('player1');
    await post(thief, '/wps/member/email', { email: 'thief@evil.example' });
    await post(thief, '/wps/member/email/code', { email: 'thief@evil.example', loginPassword: 'Guess1234' });
    const reset = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'x-merchant-code': 'demo' },
      remoteAddress: '10.70.0.1',
      payload: { username: 'player1', email: 'thief@evil.example', ...(await solvedCaptcha(t)) },
    });
    expect(reset.statusCode).toBe(200);
    // The reset code can only go to the member's own (unchanged) address: the thief receives nothing.
    expect(await inbox('thief@evil.example')).toEqual([]);
    expect((await contactsOf('player1')).email).toBe('player1@example.com');
  });

  it('a new e-mail is used only once its code comes back, and the old address is told', async () => {
    const owner = await t.login('player0');
    const sent = await post(owner, '/wps/member/email/code', {
      email: 'Player0.New@Example.com',
      loginPassword: DEMO_PASSWORD,
    });
    expect(sent.statusCode).toBe(200);
    expect((await contactsOf('player0')).email).toBe('player0@example.com');
    const wrong = await post(owner, '/wps/member/email', {
      email: 'player0.new@example.com',
      code: '000000',
    });
    expect(envelope(wrong).code).toBe('VERIFICATION_CODE');
    expect((await contactsOf('player0')).email).toBe('player0@example.com');
    // Another member's session cannot use the code sent for player0.
    const code = await codeIn('player0.new@example.com');
    const other = await post(await t.login('player2'), '/wps/member/email', {
      email: 'player0.new@example.com',
      code,
    });
    expect(envelope(other).code).toBe('VERIFICATION_CODE');
    const done = await post(owner, '/wps/member/email', { email: 'player0.new@example.com', code });
    expect(envelope(done).value).toEqual({ email: 'p*********w@example.com' });
    expect((await contactsOf('player0')).email).toBe('player0.new@example.com');
    const notice = (await inbox('player0@example.com'))[0]?.body ?? '';
    expect(notice).toMatch(/e-mail address of your account player0 was changed to p\*+w@example\.com/);
    expect(notice).not.toContain('player0.new@example.com');
    // Single use.
    expect(
      envelope(await post(owner, '/wps/member/email', { email: 'player0.new@example.com', code })).code,
    ).toBe('VERIFICATION_CODE');
  });

  it('the mobile number: login password, code to the new number, notice to the old one', async () => {
    const owner = await t.login('player1');
    const number = { countryDialingCode: '63', mobileNum: '9179990001' };
    const none = await post(owner, '/wps/member/mobile/code', number);
    expect(none.statusCode).toBe(400);
    const wrong = await post(owner, '/wps/member/mobile/code', { ...number, loginPassword: 'Guess1234' });
    expect(envelope(wrong).code).toBe('WRONG_CREDENTIALS');
    expect(await inbox('+639179990001')).toEqual([]);
    const taken = await post(owner, '/wps/member/mobile/code', {
      countryDialingCode: '63',
      mobileNum: '9171234567',
      loginPassword: DEMO_PASSWORD,
    });
    expect(envelope(taken).code).toBe('MOBILE_IN_USE');
    const sent = await post(owner, '/wps/member/mobile/code', { ...number, loginPassword: DEMO_PASSWORD });
    expect(sent.statusCode).toBe(200);
    expect((await contactsOf('player1')).mobile).toBe('+639171234568');
    const code = await codeIn('+639179990001');
    const done = await post(owner, '/wps/member/mobile', { ...number, code });
    expect(envelope(done).value).toEqual({ mobile: '+639*****0001' });
    expect((await contactsOf('player1')).mobile).toBe('+639179990001');
    expect((await inbox('+639171234568'))[0]?.body).toMatch(
      /mobile number of your account player1 was changed/,
    );
  });

  it('setting or changing the withdrawal password and adding a bank card need the login password', async () => {
    const thief = await t.login('player0');
    const change = await post(thief, '/wps/member/paymentPassword', {
      oldPassword: DEMO_PAYMENT_PASSWORD,
      newPassword: '135790',
      confirmNewPassword: '135790',
    });
    expect(change.statusCode).toBe(400);
    const wrong = await post(thief, '/wps/member/paymentPassword', {
      oldPassword: DEMO_PAYMENT_PASSWORD,
      loginPassword: 'Guess1234',
      newPassword: '135790',
      confirmNewPassword: '135790',
    });
    expect(envelope(wrong).code).toBe('WRONG_CREDENTIALS');
    const card = { bankCode: 'BDO', cardNumber: '5556667778', paymentPassword: DEMO_PAYMENT_PASSWORD };
    expect((await post(thief, '/wps/member/bankCard', card)).statusCode).toBe(400);
    const wrongCard = await post(thief, '/wps/member/bankCard', { ...card, loginPassword: 'Guess1234' });
    expect(envelope(wrongCard).code).toBe('WRONG_CREDENTIALS');
    const cards = await t.call({ url: '/wps/relay/MCS2_bankCards', headers: bearer(thief) });
    expect(JSON.stringify(envelope(cards).value)).not.toContain('7778');
  });
});
