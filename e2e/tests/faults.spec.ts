import { expectMounted, frame, openAnnouncementsFromServiceSheet, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { REMOTE_PORTS } from '../support/site';
import { expect, test } from '../support/test';

const NETWORK_TEXT = 'Network slow or offline. Please check your connection.';
const FAILED_TEXT = 'This part of the site is not available right now.';
/** What a gateway (nginx, the local one) answers when the API behind it is stopped. */
const GATEWAY_DOWN = {
  status: 502,
  contentType: 'text/html',
  body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
};

test.describe('faults stay where they happen', () => {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test("API stopped mid-session: the frame stays, 'network slow or offline', and it recovers by itself once back", async ({
    page,
  }) => {
    await storeSession(page, await mintSession('player1'));
    await page.goto('/m/home');
    await expectMounted(page, 'games');

    // The API goes away behind the gateway.
    let refusedWhileDown = 0;
    await page.route('**/wps/**', (route) => {
      refusedWhileDown += 1;
      return route.fulfill(GATEWAY_DOWN);
    });
    await openAnnouncementsFromServiceSheet(page);
    await expect(page).toHaveURL(/\/m\/notice$/);
    const offlineBar = page.getByRole('status').filter({ hasText: NETWORK_TEXT });
    await expect(offlineBar).toBeVisible();
    const area = remoteArea(page, 'member');
    await expect(area.getByRole('alert')).toBeVisible();
    // The frame is still there and still works; the session is kept (a 502 is not a logout).
    await expect(frame.titledBar(page)).toBeVisible();
    await expect(frame.pageTitle(page)).toHaveText('Announcements');
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
    // While away the site keeps asking (the backoff probe of the status call) instead of giving up.
    const asked = refusedWhileDown;
    await expect.poll(() => refusedWhileDown, { timeout: 15_000 }).toBeGreaterThan(asked);

    // The API is back: nobody taps anything, the announcements arrive and the bar goes away.
    await page.unrouteAll({ behavior: 'wait' });
    const notices = area.getByRole('region', { name: 'Announcements', exact: true });
    await expect(notices.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await expect(area.getByRole('alert')).toHaveCount(0);
    await expect(offlineBar).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test('a remote chunk answered with an HTML error page stays inside its area; retry mounts it', async ({
    page,
  }) => {
    const exposeChunk = new RegExp(
      `^http://127\\.0\\.0\\.1:${REMOTE_PORTS.member}/__federation_expose_NoticePage[^/]*\\.js`,
    );
    let served = 0;
    await page.route(exposeChunk, (route) => {
      served += 1;
      // A CDN or proxy error page where JavaScript was expected.
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Oops</title><h1>Oops</h1>',
      });
    });
    await page.goto('/m/notice');
    const area = remoteArea(page, 'member');
    await expect(area.first()).toHaveAttribute('data-state', 'error', { timeout: 15_000 });
    await expect(area.getByRole('alert')).toContainText(FAILED_TEXT);
    expect(served).toBeGreaterThan(0);
    await expect(frame.titledBar(page)).toBeVisible();
    await expect(frame.pageTitle(page)).toHaveText('Announcements');

    await page.unrouteAll({ behavior: 'wait' });
    await area.getByRole('button', { name: 'Retry' }).click();
    await expectMounted(page, 'member');
  });
});
