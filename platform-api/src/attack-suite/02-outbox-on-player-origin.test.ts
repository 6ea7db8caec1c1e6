import type { AddressInfo } from 'node:net';
import { latestCode, solvedCaptcha } from '../accounts/account-test-kit';
import { createLogger } from '../http/logger';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 26, finding 2: `GET /wps/dev/outbox?to=…` and `/wps/dev/captcha` answered any guest on the player
 * origin, so anyone could read anyone's reset code. In no profile does the API's own (proxied) port answer
 * them: the demo serves codes on a separate loopback-only port, and the operator command reads the outbox.
 */
describe('attack 02: the outbox and captcha answers on the player origin', () => {
  const contexts: TestContext[] = [];
  afterAll(() => Promise.all(contexts.map((c) => c.close())));

  it.each(['production', 'demo'] as const)(
    "the %s profile's API port does not reveal a reset code or a captcha answer",
    async (profile) => {
      const t = await createTestContext({ profile });
      contexts.push(t);
      const reset = await t.call({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'x-merchant-code': 'demo' },
        payload: { username: 'player0', email: 'player0@example.com', ...(await solvedCaptcha(t)) },
      });
      expect(reset.statusCode).toBe(200);
      const captcha = envelope<{ captchaId: string }>(await t.call({ url: '/wps/captcha' })).value;
      for (const url of [
        '/wps/dev/outbox?to=player0%40example.com',
        '/wps/dev/outbox?to=%2B639171234567',
        `/wps/dev/captcha?id=${captcha.captchaId}`,
        '/dev/outbox?to=player0%40example.com',
        `/dev/captcha?id=${captcha.captchaId}`,
      ]) {
        const res = await t.call({ url, headers: { 'x-merchant-code': 'demo' } });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.body).not.toMatch(/\b\d{6}\b/);
      }
      // The code exists: the operator reads it.
      expect(await latestCode(t, 'player0@example.com')).toMatch(/^\d{6}$/);
    },
  );

  it("the demo's dev port listens on loopback only, whatever HOST the API has", async () => {
    const t = await createTestContext({ profile: 'demo' });
    contexts.push(t);
    const { startDevPort } = await import('../demo/dev-port');
    const dev = await startDevPort(t.db, 0, createLogger('silent'));
    try {
      expect((dev.server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await dev.close();
    }
  });
});
