import { type MerchantManifest, REMOTE_NAMES } from '@mobile/shared-contracts';
import type { Page, Request } from '@playwright/test';
import { expectMounted } from '../support/frame';
import { NGINX, type RunningNginx, startNginx } from '../support/nginx';
import { manifest, operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 26 finding 12, through the production nginx (deploy/nginx) and build: a page opened with a session
 * token in its address (an agent's link, `/m/agent?token=…`) must not hand the token on. After the document
 * itself, no request carries it in its URL or its Referer; and a player already logged in is asked which
 * account to keep instead of silently becoming the link's member.
 */
let nginx: RunningNginx;
let before: MerchantManifest;
test.beforeAll(async () => {
  nginx = await startNginx();
  before = await manifest('demo');
  // The nginx page's policy names nginx's own remote origins: the remotes load from there.
  for (const name of REMOTE_NAMES)
    await operator(
      'remote',
      '--merchant',
      'demo',
      '--name',
      name,
      '--url',
      `${NGINX.remoteOrigin(name)}/remoteEntry.js`,
    );
});
test.afterAll(async () => {
  for (const name of REMOTE_NAMES) {
    const { entry, version } = before.remotes[name];
    await operator('remote', '--merchant', 'demo', '--name', name, '--url', entry, '--version', version);
  }
  await nginx?.stop();
});

/** Every request the page makes, with the headers Chromium actually sent. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function leaks(requests: Request[], token: string): Promise<string[]> {
  const found: string[] = [];
  for (const request of requests) {
    const referer = (await request.allHeaders()).referer ?? '';
    if (request.url().includes(token)) found.push(`URL of ${request.url()}`);
    if (referer.includes(token)) found.push(`Referer of ${request.url()}`);
  }
  return found;
}

for (const key of ['token', '%74oken']) {
  test(`an agent's link with ?${key}= hands the token to no request after the page itself`, async ({
    page,
  }) => {
    const session = await mintSession('agent41');
    const requests = recordRequests(page);
    const response = await page.goto(`${NGINX.origin}/m/agent?${key}=${session.token}`);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expectMounted(page, 'agent');
    await expect(page.getByRole('navigation', { name: 'Agent menu' })).toBeVisible();
    await expect(page).toHaveURL(`${NGINX.origin}/m/agent`);
    const stored = await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ token: session.token });
    // Something was loaded after the page (scripts, styles, remotes, API calls), and none of it leaked.
    const after = requests.slice(1);
    expect(after.length).toBeGreaterThan(10);
    expect(await leaks(after, session.token)).toEqual([]);
    // The page's first request is the only one that carried it.
    expect(requests[0]?.url()).toContain(session.token);
  });
}

test('a page without a token keeps sending its origin as Referer', async ({ request }) => {
  const res = await request.get(`${NGINX.origin}/m/agent?tokens=1`);
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test.describe("a logged-in player opening another member's link", () => {
  const open = async (page: Page) => {
    const current = await mintSession('player0');
    const offered = await mintSession('player1');
    await storeSession(page, current);
    await page.goto(`${NGINX.origin}/m/home?token=${offered.token}`);
    await expect(page).toHaveURL(`${NGINX.origin}/m/home`);
    const dialog = page.getByRole('alertdialog', { name: 'Which account?' });
    await expect(dialog).toContainText('You are logged in as player0. This link is for the account player1.');
    return { current, offered, dialog };
  };
  const storedToken = (page: Page) =>
    page.evaluate(() => JSON.parse(window.localStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);

  test('is asked which account to keep, and keeps their own', async ({ page }) => {
    const { current, dialog } = await open(page);
    expect(await storedToken(page)).toBe(current.token);
    await dialog.getByRole('button', { name: 'Stay as player0' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedToken(page)).toBe(current.token);
  });

  test("can switch to the link's account", async ({ page }) => {
    const { offered, dialog } = await open(page);
    await dialog.getByRole('button', { name: 'Switch to player1' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => storedToken(page)).toBe(offered.token);
  });
});
