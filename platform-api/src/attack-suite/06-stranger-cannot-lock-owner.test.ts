import { DEMO_PASSWORD, loginAs, solvedCaptcha } from '../accounts/account-test-kit';
import { issueCaptcha } from '../accounts/captcha-store';
import { LOCKOUT } from '../accounts/limits';
import { login } from '../accounts/login-flow';
import { findMerchant, type Merchant } from '../merchants/merchant-store';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 26 finding 6 (asset: the owner's access to their account): five wrong passwords from a stranger
 * locked any known account for 15 minutes, the owner's right password included. Now wrong passwords bring
 * a captcha and a delay that doubles (at most `LOCKOUT.maxDelayMs`); once the delay ends, the owner's
 * right password with a solved captcha gets in, however many wrong ones the stranger sent. Time moves by
 * the login's own clock argument, so nothing here depends on how fast the machine is.
 */
jest.setTimeout(120_000);

let t: TestContext;
let demo: Merchant;
beforeAll(async () => {
  t = await createTestContext();
  const merchant = await findMerchant(t.db, 'demo');
  if (!merchant) throw new Error('no demo merchant');
  demo = merchant;
});
afterAll(() => t.close());

const NO_SMS = { countryDialingCode: '', mobileNum: '', messageCode: '' };

/** One login at a chosen time, with a captcha issued then and solved. */
async function loginAt(username: string, password: string, ip: string, now: Date) {
  const { captchaId, answer } = await issueCaptcha(t.db, now);
  const input = { type: 'username' as const, username, password, captchaId, captcha: answer, ...NO_SMS };
  try {
    return { ok: await login(t.db, demo, input, ip, now) };
  } catch (error) {
    const { code, value } = error as { code: string; value: { retryAfter?: string } | null };
    return { code, retryAfter: value?.retryAfter };
  }
}

describe('06: a stranger cannot lock the owner out', () => {
  it('twelve wrong passwords from twelve addresses: the owner still gets in once the delay ends', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await loginAs(
        t,
        { username: 'player1', password: `Stranger${i}x`, ...(await solvedCaptcha(t)) },
        { ip: `10.60.0.${i + 1}` },
      );
      codes.push(envelope(res).code);
    }
    expect(codes).not.toContain('ACCOUNT_LOCKED');
    expect(codes.slice(0, LOCKOUT.failures)).toEqual(Array(LOCKOUT.failures).fill('WRONG_CREDENTIALS'));

    const owner = await loginAs(
      t,
      { username: 'player1', password: DEMO_PASSWORD, ...(await solvedCaptcha(t)) },
      { ip: '10.60.1.1' },
    );
    const refused = envelope<{ retryAfter: string }>(owner);
    expect(refused.code).toBe('LOGIN_DELAYED');
    const until = new Date(refused.value.retryAfter);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(LOCKOUT.maxDelayMs);

    const after = await loginAt('player1', DEMO_PASSWORD, '10.60.1.1', until);
    expect(after.ok?.userName).toBe('player1');
  });

  it('a stranger guessing each time the delay ends only doubles it up to the cap; the owner gets in', async () => {
    let now = new Date(Date.now() + 60 * 60_000);
    const delays: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await loginAt('agent41', `Stranger${i}y`, `10.61.0.${i + 1}`, now);
      expect(res.code).toBe('WRONG_CREDENTIALS');
      if (!res.retryAfter) continue;
      const until = new Date(res.retryAfter);
      delays.push(until.getTime() - now.getTime());
      now = until;
    }
    expect(delays[0]).toBe(LOCKOUT.firstDelayMs);
    expect(delays[1]).toBe(2 * LOCKOUT.firstDelayMs);
    expect(Math.max(...delays)).toBeLessThanOrEqual(LOCKOUT.maxDelayMs);

    // The owner, just before the delay ends, is told to wait (not locked); at its end, gets in.
    const early = await loginAt('agent41', DEMO_PASSWORD, '10.61.1.1', new Date(now.getTime() - 1000));
    expect(early).toMatchObject({ code: 'LOGIN_DELAYED', retryAfter: now.toISOString() });
    const owner = await loginAt('agent41', DEMO_PASSWORD, '10.61.1.1', now);
    expect(owner.ok?.userName).toBe('agent41');
  });
});
