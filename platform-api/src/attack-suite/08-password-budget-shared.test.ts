import { DEMO_PASSWORD, loginAs, solvedCaptcha } from '../accounts/account-test-kit';
import { LOCKOUT } from '../accounts/limits';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 26 finding 8: every check of the login password spends one per-account failure budget. Before,
 * `POST /wps/member/paymentPassword/reset` checked it outside any budget, so a session holder could guess
 * the login password without limit.
 */
jest.setTimeout(60_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const post = async (token: string, url: string, payload: object) =>
  t.call({ method: 'POST', url, headers: bearer(token), payload, remoteAddress: '10.80.0.1' });
const reset = (token: string, loginPassword: string) =>
  post(token, '/wps/member/paymentPassword/reset', {
    loginPassword,
    newPassword: '808080',
    confirmNewPassword: '808080',
  });

describe('08: one password budget for every check of the login password', () => {
  it('a session holder cannot guess the login password through the withdrawal-password reset', async () => {
    const thief = await t.login('player1');
    for (let i = 0; i < LOCKOUT.failures; i += 1) await reset(thief, `Guess${i}xyz`);
    // The budget is spent: even the right password is no longer checked there…
    const right = await reset(thief, DEMO_PASSWORD);
    expect(right.statusCode).not.toBe(200);
    expect(envelope(right).code).toMatch(/^(ACCOUNT_LOCKED|RATE_LIMITED)$/);
    // …nor through any other re-authentication.
    const email = await post(thief, '/wps/member/email/code', {
      email: 'thief@evil.example',
      loginPassword: DEMO_PASSWORD,
    });
    expect(email.statusCode).not.toBe(200);
  });

  it('the side doors and the login count into the same budget', async () => {
    const holder = await t.login('player2');
    // Wrong tries spread over every endpoint that checks the login password…
    const wrong = [
      () => reset(holder, 'Wrong1111'),
      () =>
        post(holder, '/wps/member/password', {
          oldPassword: 'Wrong2222',
          newPassword: 'Fresh1234',
          confirmNewPassword: 'Fresh1234',
        }),
      () => post(holder, '/wps/member/email/code', { email: 'x@example.com', loginPassword: 'Wrong3333' }),
      () =>
        post(holder, '/wps/member/mobile/code', {
          countryDialingCode: '63',
          mobileNum: '9179990002',
          loginPassword: 'Wrong4444',
        }),
    ];
    for (const attempt of wrong) expect(envelope(await attempt()).code).toBe('WRONG_CREDENTIALS');
    // …and one failed login fill it.
    const failedLogin = await loginAs(
      t,
      { username: 'player2', password: 'Wrong5555', ...(await solvedCaptcha(t)) },
      { ip: '10.80.0.2' },
    );
    expect(failedLogin.statusCode).not.toBe(200);
    const right = await reset(holder, DEMO_PASSWORD);
    expect(right.statusCode).not.toBe(200);
  });

  it('wrong tries through a side door count towards the login delay', async () => {
    const holder = await t.login('agent40');
    for (let i = 0; i < LOCKOUT.failures; i += 1) await reset(holder, `Guess${i}abc`);
    const login = await loginAs(
      t,
      { username: 'agent40', password: 'Guess9abc', ...(await solvedCaptcha(t)) },
      { ip: '10.80.0.3' },
    );
    // Logins never lock (finding 6): the fifth failure makes the login wait, checking nothing meanwhile.
    expect(envelope(login).code).toBe('LOGIN_DELAYED');
  });
});
