import { NGINX, type RunningNginx, startNginx } from '../support/nginx';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Issue 26, finding 2, through the real front doors: the demo site's gateway and the production nginx
 * configs never answer the outbox or a captcha's answer, whatever path is tried. The demo's codes are on
 * the API's loopback-only dev port, which neither proxies (platform-api's attack-suite/02 covers the API).
 */
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

test('no player-facing origin reveals a code or a captcha answer', async ({ request }) => {
  const issued = await request.get(`${SITE.origin}/wps/captcha`, { headers: { 'x-merchant-code': 'demo' } });
  const { captchaId } = ((await issued.json()) as { value: { captchaId: string } }).value;
  // The dev port does hold the answer: the demo works, only not on the player's origin.
  const onDevPort = await request.get(`${SITE.devOrigin}/dev/captcha?id=${captchaId}`);
  expect(onDevPort.ok()).toBe(true);
  const { answer } = ((await onDevPort.json()) as { value: { answer: string } }).value;

  for (const origin of [SITE.origin, NGINX.origin]) {
    for (const path of [
      `/wps/dev/captcha?id=${captchaId}`,
      `/dev/captcha?id=${captchaId}`,
      `/m/../dev/captcha?id=${captchaId}`,
      '/wps/dev/outbox?to=%2B639171234567',
      '/dev/outbox?to=%2B639171234567',
      '/lgw/../dev/outbox?to=%2B639171234567',
    ]) {
      const res = await request.get(`${origin}${path}`, { headers: { 'x-merchant-code': 'demo' } });
      const body = await res.text();
      expect({ url: `${origin}${path}`, answer: body.includes(answer) }).toEqual({
        url: `${origin}${path}`,
        answer: false,
      });
      expect(body, `${origin}${path}`).not.toMatch(/"value":\s*\[\s*\{|"answer"/);
    }
  }
});
