import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { DEMO_PASSWORD, encryptedCall, loginAs, publicKeyOf, solvedCaptcha } from './account-test-kit';
import { LIMITS, LOCKOUT } from './limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('credential key and login', () => {
  it('publishes an RSA public key and its id', async () => {
    const key = await publicKeyOf(ctx);
    expect(key.scheme).toBe('rsa-oaep-256+a256gcm');
    expect(Buffer.from(key.publicKey, 'base64').length).toBeGreaterThan(290);
  });

  it('logs in with a trimmed username; firstTimeLogin only the first time', async () => {
    const first = await loginAs(ctx, { username: '  player1 ', password: DEMO_PASSWORD }, { ip: '10.0.0.1' });
    expect(first.statusCode).toBe(200);
    const value = envelope<{ token: string; userName: string; type: number; firstTimeLogin: boolean }>(
      first,
    ).value;
    expect(value).toMatchObject({ userName: 'player1', type: 1, firstTimeLogin: true });
    const info = await ctx.call({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(envelope<{ account: string }>(info).value.account).toBe('player1');
    const again = await loginAs(ctx, { username: 'player1', password: DEMO_PASSWORD }, { ip: '10.0.0.1' });
    expect(envelope<{ firstTimeLogin: boolean }>(again).value.firstTimeLogin).toBe(false);
  });

  it('answers a wrong password with WRONG_CREDENTIALS and then asks for a captcha', async () => {
    const ip = '10.0.0.2';
    const wrong = await loginAs(ctx, { username: 'player2', password: 'Wrong1234' }, { ip });
    expect(wrong.statusCode).toBe(401);
    expect(envelope(wrong)).toMatchObject({
      success: false,
      code: 'WRONG_CREDENTIALS',
      value: { captcha: true },
    });

    const noCaptcha = await loginAs(ctx, { username: 'player2', password: DEMO_PASSWORD }, { ip });
    expect(envelope(noCaptcha).code).toBe('CAPTCHA_REQUIRED');
    const { captchaId } = await solvedCaptcha(ctx);
    const badCaptcha = await loginAs(
      ctx,
      { username: 'player2', password: DEMO_PASSWORD, captchaId, captcha: 'XXXXX' },
      { ip },
    );
    expect(envelope(badCaptcha).code).toBe('CAPTCHA_WRONG');
    // The captcha was used up by the wrong answer.
    const reused = await loginAs(
      ctx,
      { username: 'player2', password: DEMO_PASSWORD, captchaId, captcha: 'XXXXX' },
      { ip },
    );
    expect(envelope(reused).code).toBe('CAPTCHA_WRONG');

    // Another account from the same IP needs one too.
    const otherAccount = await loginAs(ctx, { username: 'player0', password: DEMO_PASSWORD }, { ip });
    expect(envelope(otherAccount).code).toBe('CAPTCHA_REQUIRED');

    const ok = await loginAs(
      ctx,
      { username: 'player2', password: DEMO_PASSWORD, ...(await solvedCaptcha(ctx)) },
      { ip },
    );
    expect(ok.statusCode).toBe(200);
  });

  it('delays the account after 5 failures instead of locking it, and says until when', async () => {
    const codes: string[] = [];
    let retryAfter = '';
    for (let i = 0; i < 5; i += 1) {
      const res = await loginAs(
        ctx,
        { username: 'agent40', password: `Wrong${i}xyz`, ...(await solvedCaptcha(ctx)) },
        { ip: `10.0.1.${i}` },
      );
      const answer = envelope<{ retryAfter?: string }>(res);
      codes.push(answer.code);
      retryAfter = answer.value.retryAfter ?? '';
    }
    expect(codes).toEqual(Array(5).fill('WRONG_CREDENTIALS'));
    const seconds = (Date.parse(retryAfter) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(LOCKOUT.firstDelayMs / 1000);
    const right = await loginAs(
      ctx,
      { username: 'agent40', password: DEMO_PASSWORD, ...(await solvedCaptcha(ctx)) },
      { ip: '10.0.1.9' },
    );
    expect(right.statusCode).toBe(429);
    expect(envelope(right)).toMatchObject({ code: 'LOGIN_DELAYED', value: { retryAfter } });
  });

  it('refuses a missing or unknown encryption header, a plain body and a tampered ciphertext', async () => {
    const payload = { type: 'username', username: 'player0', password: DEMO_PASSWORD };
    const noHeader = await encryptedCall(ctx, 'POST', '/wps/session/login', payload, {
      headers: { 'x-encryption': '' },
    });
    expect(noHeader.statusCode).toBe(400);
    const other = await encryptedCall(ctx, 'POST', '/wps/session/login', payload, {
      headers: { 'x-encryption': 'rsa' },
    });
    expect(other.statusCode).toBe(400);
    const plain = await ctx.call({
      method: 'POST',
      url: '/wps/session/login',
      payload,
      headers: { 'x-encryption': 'rsa-oaep-256+a256gcm' },
    });
    expect(envelope(plain).code).toBe('BAD_REQUEST');

    const { encryptLikeBrowser, ENCRYPTED_HEADERS } = await import('../security/browser-encrypt');
    const body = await encryptLikeBrowser(payload, await publicKeyOf(ctx));
    const sealed = Buffer.from(body.ciphertext, 'base64');
    sealed[5] = (sealed[5] ?? 0) ^ 0xff;
    const tampered = await ctx.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { ...body, ciphertext: sealed.toString('base64') },
      headers: ENCRYPTED_HEADERS,
    });
    expect(tampered.statusCode).toBe(400);
    expect(envelope(tampered)).toMatchObject({ success: false, code: 'BAD_REQUEST', message: null });
  });

  it('refuses an oversized or ill-typed inner payload with 400', async () => {
    const long = await loginAs(
      ctx,
      { username: 'x'.repeat(65), password: DEMO_PASSWORD },
      { ip: '10.0.2.1' },
    );
    expect(long.statusCode).toBe(400);
    const typed = await loginAs(ctx, { username: 'player0', password: 12345678 }, { ip: '10.0.2.1' });
    expect(envelope(typed).code).toBe('BAD_REQUEST');
  });

  it('rate-limits failed logins per IP with 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    const max = LIMITS.loginPerIp.max;
    for (let i = 0; i <= max; i += 1) {
      const res = await loginAs(
        ctx,
        { username: `nobody${i}`, password: 'Wrong1234', ...(await solvedCaptcha(ctx)) },
        { ip: '10.0.3.1' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, max)).not.toContain(429);
    expect(statuses[max]).toBe(429);
  });
});
