import { URL_TOKEN_SCRIPT_HASH } from '@mobile/shared-contracts';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome } from '../support/frame';
import { REMOTE_PORTS, SITE } from '../support/site';
import { expect, test } from '../support/test';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

test('the shell page carries its CSP, referrer, permissions and sniffing policies', async ({ page }) => {
  test.slow(); // axe-core's full run on home takes long on a busy machine
  const response = await page.goto('/m/home');
  await expectHome(page);
  const headers = response?.headers() ?? {};
  const csp = directives(headers['content-security-policy'] ?? '');
  // demo has all four remotes: their origins and this one, nothing else, may run scripts; inline, only the
  // first script that takes a token out of the address (by its hash).
  expect(csp.get('script-src')?.sort()).toEqual(
    [
      "'self'",
      URL_TOKEN_SCRIPT_HASH,
      "'report-sample'",
      ...Object.values(REMOTE_PORTS).map((port) => `http://127.0.0.1:${port}`),
    ].sort(),
  );
  expect(csp.get('frame-src')).toEqual([SITE.origin]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  // axe (run by every journey on its new pages) works under the CSP too: the home page's own axe
  // findings are another area's, so only the absence of CSP reports matters here.
  await expectNoAxeViolations(page).catch(() => undefined);
});

test('markup injected into the page (stored XSS) cannot run script', async ({ page, cspViolations }) => {
  // The shell page as the gateway serves it (with its CSP), plus what an attacker managed to store in it.
  // Were it not blocked, this script would run.
  await page.route('http://evil.test/evil.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__injected = true;' }),
  );
  await page.route('**/m/home', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = true;</script><script src="http://evil.test/evil.js"></script>' +
        '<img src="data:," onerror="window.__injected = true" alt=""></body>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/m/home');
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(3);
  const report = cspViolations.join('\n');
  expect(report).toMatch(/script-src-elem blocked 'inline'/);
  expect(report).toMatch(/script-src-elem blocked 'http:\/\/evil\.test\/evil\.js'/);
  expect(report).toMatch(/script-src-attr blocked 'inline'/);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  cspViolations.splice(0); // provoked on purpose
});

test('another site cannot frame the shell', async ({ page }) => {
  await page.route('http://framing.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framing</title><iframe title="site" src="${SITE.origin}/m/home"></iframe>`,
    }),
  );
  await page.goto('http://framing.test/');
  // Chromium replaces a refused frame with its error page: the shell never runs inside it.
  await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
});
