import { type APIRequestContext, expect } from '@playwright/test';
import { NGINX, type RunningNginx, startNginx } from '../support/nginx';
import { SITE } from '../support/site';
import { test } from '../support/test';

/**
 * Issue 26, finding 4, through the production nginx (deploy/nginx) in front of the test site's API:
 * nginx appended the client's X-Forwarded-For and the API believed its left-most entry, so a client chose
 * the address every per-IP limit counts and the address the site reports. Now nginx overwrites the header
 * with the address it saw and the API believes only its configured proxies (TRUST_PROXY).
 */
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

const SPOOFED = '198.51.100.77';
/** The per-address captcha budget (platform-api accounts/limits.ts captchaPerIp: 60 in 10 minutes). */
const CAPTCHA_BUDGET = 60;

const captcha = (request: APIRequestContext, origin: string, forwardedFor: string) =>
  request.get(`${origin}/wps/captcha`, {
    headers: { 'x-merchant-code': 'demo', 'x-forwarded-for': forwardedFor },
  });

test('the reported address is the one nginx saw, whatever the client writes', async ({ request }) => {
  for (const forwardedFor of [SPOOFED, `${SPOOFED}, 10.0.0.1`, 'not-an-address']) {
    const res = await request.get(`${NGINX.origin}/wps/system/status`, {
      headers: { 'x-merchant-code': 'demo', 'x-forwarded-for': forwardedFor, 'x-real-ip': SPOOFED },
    });
    expect(res.status()).toBe(200);
    const { value } = (await res.json()) as { value: { location: { ip: string } } };
    expect(value.location.ip, forwardedFor).toBe('127.0.0.1');
  }
});

test('a client-supplied X-Forwarded-For does not choose the budget a limit counts', async ({ request }) => {
  // The spoofed address's captcha budget used up at the API itself (its loopback neighbours are trusted
  // proxies, as the gateway is), so a call counted under that address is refused...
  for (let i = 0; i < CAPTCHA_BUDGET; i += 1) await captcha(request, SITE.apiOrigin, SPOOFED);
  expect((await captcha(request, SITE.apiOrigin, SPOOFED)).status()).toBe(429);
  // ...but through nginx the same header counts nothing: the call is the real address's.
  const through = await captcha(request, NGINX.origin, SPOOFED);
  expect(through.status()).toBe(200);
  expect(((await through.json()) as { success: boolean }).success).toBe(true);
});
