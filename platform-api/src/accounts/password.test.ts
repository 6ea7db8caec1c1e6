import { bearer, envelope } from '../test/test-context';
import {
  DEMO_PASSWORD,
  encryptedCall,
  ipSequence,
  latestCode,
  loginAs,
  outboxOf,
  solvedCaptcha,
  withOutboxContext,
} from './account-test-kit';

const context = withOutboxContext();
const freshIp = ipSequence('10.3.0');

const change = (token: string, payload: Record<string, string>) =>
  context().call({ method: 'POST', url: '/wps/member/password', headers: bearer(token), payload });

describe('POST /wps/member/password (change)', () => {
  it('refuses new == old with its own reason, a wrong old password and a mismatch', async () => {
    const token = await context().login('player2');
    const same = await change(token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
      confirmNewPassword: DEMO_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(envelope(same)).toMatchObject({ code: 'PASSWORD_SAME_AS_OLD', value: { field: 'newPassword' } });
    const wrongOld = await change(token, {
      oldPassword: 'Wrong1234',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(envelope(wrongOld)).toMatchObject({ code: 'WRONG_CREDENTIALS', value: { field: 'oldPassword' } });
    const mismatch = await change(token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh12345',
    });
    expect(envelope(mismatch).code).toBe('PASSWORD_MISMATCH');
    const weak = await change(token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(envelope(weak)).toMatchObject({ code: 'PASSWORD_FORMAT', value: { field: 'newPassword' } });
  });

  it('needs a session', async () => {
    const res = await context().call({
      method: 'POST',
      url: '/wps/member/password',
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes the password: old one refused, new one logs in, other sessions end', async () => {
    const login = await loginAs(
      context(),
      { username: 'player1', password: DEMO_PASSWORD },
      { ip: freshIp() },
    );
    const token = envelope<{ token: string }>(login).value.token;
    const otherDevice = await context().login('player1');
    const res = await change(token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await context().call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(
      (await context().call({ method: 'GET', url: '/wps/member/info', headers: bearer(otherDevice) }))
        .statusCode,
    ).toBe(401);
    const old = await loginAs(context(), { username: 'player1', password: DEMO_PASSWORD }, { ip: freshIp() });
    expect(envelope(old).code).toBe('WRONG_CREDENTIALS');
    const fresh = await loginAs(
      context(),
      { username: 'player1', password: 'Fresh1234', ...(await solvedCaptcha(context())) },
      { ip: freshIp() },
    );
    expect(fresh.statusCode).toBe(200);
  });
});

describe('password reset by e-mail or SMS code', () => {
  it('e-mail: code via outbox, verification, encrypted reset, login with the new password', async () => {
    const sent = await context().call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'player0', email: 'Player0@Example.com', ...(await solvedCaptcha(context())) },
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(context(), 'player0@example.com');
    const verify = (c: string) =>
      context().call({
        method: 'GET',
        url: `/wps/member/password/verification?username=player0&email=player0%40example.com&code=${c}`,
      });
    expect(envelope(await verify(code === '000000' ? '111111' : '000000')).value).toEqual({ valid: false });
    expect(envelope(await verify(code)).value).toEqual({ valid: true });

    const session = await context().login('player0');
    const reset = {
      method: 'email',
      username: 'player0',
      email: 'player0@example.com',
      code,
      newPassword: 'Reset1234',
      confirmNewPassword: 'Reset1234',
    };
    const res = await encryptedCall(context(), 'POST', '/wps/member/password/reset', reset, {
      ip: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await context().call({ method: 'GET', url: '/wps/member/info', headers: bearer(session) })).statusCode,
    ).toBe(401);
    const login = await loginAs(context(), { username: 'player0', password: 'Reset1234' }, { ip: freshIp() });
    expect(login.statusCode).toBe(200);
    const reused = await encryptedCall(
      context(),
      'POST',
      '/wps/member/password/reset',
      { ...reset, newPassword: 'Again1234', confirmNewPassword: 'Again1234' },
      { ip: freshIp() },
    );
    expect(envelope(reused).code).toBe('VERIFICATION_CODE');
  });

  it('does not mail a code when the address does not match the account', async () => {
    const res = await context().call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'player2', email: 'player1@example.com', ...(await solvedCaptcha(context())) },
    });
    expect(res.statusCode).toBe(200);
    expect(await outboxOf(context(), 'player1@example.com')).toHaveLength(0);
    // One mail per address per minute, whether or not it matched.
    const again = await context().call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'player1', email: 'player1@example.com', ...(await solvedCaptcha(context())) },
    });
    expect(again.statusCode).toBe(429);
  });

  it("SMS: a noLogin code resets the password of the number's member", async () => {
    await context().call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNo: '9171234568', countryDialingCode: '63', ...(await solvedCaptcha(context())) },
    });
    const code = await latestCode(context(), '+639171234568');
    const reset = {
      method: 'sms',
      countryDialingCode: '63',
      mobileNum: '9171234568',
      code,
      newPassword: 'BySms1234',
      confirmNewPassword: 'BySms1234',
    };
    expect(
      (await encryptedCall(context(), 'POST', '/wps/member/password/reset', reset, { ip: freshIp() }))
        .statusCode,
    ).toBe(200);
    const login = await loginAs(
      context(),
      { username: 'player1', password: 'BySms1234', ...(await solvedCaptcha(context())) },
      { ip: freshIp() },
    );
    expect(login.statusCode).toBe(200);
  });
});
