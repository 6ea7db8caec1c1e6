import type { Page, Route } from '@playwright/test';
import { expectHome, frame, remoteArea } from '../support/frame';
import { manifest } from '../support/operator';
import { REMOTE_PORTS } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Issue 26 finding 17: `remoteEntry.js` and remote chunks loaded with no integrity check, so whoever could
 * change a file on a remote's origin ran code in the shell's origin, where the session token lives. Now the
 * merchant manifest carries the SHA-384 of each remote's entry (the seeded ones from the build), the shell
 * loads the entry with it, and the entry loads each chunk with the hash its build gave it: a tampered copy
 * is refused by the browser, the remote's areas show their error state, and the tampered code never runs.
 */
const GAMES_ORIGIN = `http://127.0.0.1:${REMOTE_PORTS.games}`;
const FAILED_TEXT = 'This part of the site is not available right now.';
/** What the attacker's copy runs first: a mark the page can be asked about. */
const PAYLOAD = 'window.__attack17 = (window.__attack17 || 0) + 1;\n';

declare global {
  interface Window {
    __attack17?: number;
  }
}

/**
 * Serves the games origin's real file with the attacker's code in front (CORS headers kept). An attacker's
 * copy has its own validators: the genuine file's ETag would let the browser revalidate the tampered body
 * it cached (304) once the genuine file is back.
 */
async function tampered(route: Route): Promise<void> {
  const response = await route.fetch();
  const headers = { ...response.headers() };
  for (const name of ['etag', 'last-modified', 'content-length']) delete headers[name];
  headers['cache-control'] = 'no-store';
  await route.fulfill({ response, headers, body: PAYLOAD + (await response.text()) });
}

/** Home's games areas failed with their error state, the frame and other areas drew, no payload ran. */
async function expectRefused(page: Page, tamperedFiles: () => number): Promise<void> {
  await expect(frame.homeHeader(page)).toBeVisible();
  await expect(frame.tabBar(page)).toBeVisible();
  const areas = remoteArea(page, 'games');
  await expect(areas.first()).toHaveAttribute('data-state', 'error', { timeout: 15_000 });
  for (const area of await areas.all()) {
    await expect(area).toHaveAttribute('data-state', 'error', { timeout: 15_000 });
    await expect(area.getByRole('alert')).toContainText(FAILED_TEXT);
  }
  await expect(areas.getByRole('listitem')).toHaveCount(0);
  expect(tamperedFiles()).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__attack17)).toBeUndefined();
}

test.describe('finding 17: a tampered remote file is refused', () => {
  test.beforeAll(async () => {
    // The seeded manifest carries the hash of the games build this site serves.
    expect((await manifest('demo')).remotes.games.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  test('a tampered remoteEntry.js never runs: the games areas show their error state', async ({ page }) => {
    let served = 0;
    await page.route(`${GAMES_ORIGIN}/remoteEntry.js*`, (route) => {
      served += 1;
      return tampered(route);
    });
    await page.goto('/m/home');
    await expectRefused(page, () => served);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // The genuine file loads again on the next visit.
    await page.reload();
    await expectHome(page);
    await expect(remoteArea(page, 'games').getByRole('listitem').first()).toBeVisible();
  });

  test('a tampered chunk of an intact entry never runs: the games areas show their error state', async ({
    page,
  }) => {
    let served = 0;
    // Every games script but the entry: exposed parcels, shared libraries and catalogues.
    await page.route(new RegExp(`^${GAMES_ORIGIN}/(?!remoteEntry\\.js)[^?]+\\.js(\\?.*)?$`), (route) => {
      served += 1;
      return tampered(route);
    });
    await page.goto('/m/home');
    await expectRefused(page, () => served);
  });
});
