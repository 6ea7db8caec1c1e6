import type { Page } from '@playwright/test';
import {
  expectHome,
  expectMounted,
  frame,
  openAnnouncementsFromServiceSheet,
  remoteArea,
} from '../support/frame';
import { controlRemote, remoteIsUp } from '../support/remotes';
import { REMOTE_PORTS } from '../support/site';
import { expect, test } from '../support/test';

const FAILED_TEXT = 'This part of the site is not available right now.';

/** Every area of the remote (home holds two of the games remote) failed and offers Retry. */
async function expectAreaFailed(page: Page, remote: 'games' | 'member') {
  const areas = remoteArea(page, remote);
  await expect(areas.first()).toHaveAttribute('data-state', 'error', { timeout: 15_000 });
  for (const area of await areas.all()) {
    await expect(area).toHaveAttribute('data-state', 'error', { timeout: 15_000 });
    await expect(area.getByRole('alert')).toContainText(FAILED_TEXT);
    await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();
  }
}

test.describe('a remote that is down or broken stays inside its area', () => {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await controlRemote('games', 'start');
    expect(await remoteIsUp('games')).toBe(true);
  });

  test('games server stopped: home frame and tab bar work, the widget offers retry', async ({ page }) => {
    await controlRemote('games', 'stop');
    expect(await remoteIsUp('games')).toBe(false);

    await page.goto('/m/home');
    await expect(frame.homeHeader(page)).toBeVisible();
    await expect(frame.tabBar(page)).toBeVisible();
    await expectAreaFailed(page, 'games');
    await expect(page.getByRole('heading', { name: 'Latest winners' })).toHaveCount(0);

    // The frame still works: the tab bar's service sheet opens and leads to a page of another remote.
    await openAnnouncementsFromServiceSheet(page);
    await expect(page).toHaveURL(/\/m\/notice$/);
    await expectMounted(page, 'member');
    await page.goBack();
    await expectAreaFailed(page, 'games');

    await controlRemote('games', 'start');
    // One Retry brings back both games widgets.
    await remoteArea(page, 'games').first().getByRole('button', { name: 'Retry' }).click();
    await expectHome(page);
  });

  test('member page chunk throws: the area offers retry, the frame works, retry mounts it', async ({
    page,
  }) => {
    const exposeChunk = new RegExp(
      `^http://127\\.0\\.0\\.1:${REMOTE_PORTS.member}/__federation_expose_NoticePage[^/]*\\.js`,
    );
    let broken = 0;
    await page.route(exposeChunk, (route) => {
      broken += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'throw new Error("e2e: NoticePage is broken");',
      });
    });

    await page.goto('/m/notice');
    await expectAreaFailed(page, 'member');
    expect(broken).toBeGreaterThan(0);
    await expect(frame.titledBar(page)).toBeVisible();
    await expect(frame.pageTitle(page)).toHaveText('Announcements');
    // Opened cold, so back on the titled bar replaces it with home (never out of the site); open it again.
    await frame.backButton(page).click();
    await expectHome(page);
    await page.goto('/m/notice');
    await expectAreaFailed(page, 'member');

    await page.unroute(exposeChunk);
    await remoteArea(page, 'member').getByRole('button', { name: 'Retry' }).click();
    await expectMounted(page, 'member');
    await expect(page.getByRole('region', { name: 'Announcements', exact: true })).toBeVisible();
  });

  test('member parcel throws inside its mount lifecycle: error and retry in the area only', async ({
    page,
  }) => {
    // The parcel's mount step loads the remote's i18n namespace; make that chunk throw.
    const localeChunk = new RegExp(
      `^http://127\\.0\\.0\\.1:${REMOTE_PORTS.member}/i18n-member-EN-json[^/]*\\.js`,
    );
    await page.route(localeChunk, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("e2e: mount fails");' }),
    );
    await page.goto('/m/notice');
    await expectAreaFailed(page, 'member');
    await expect(frame.pageTitle(page)).toHaveText('Announcements');

    await page.unroute(localeChunk);
    await remoteArea(page, 'member').getByRole('button', { name: 'Retry' }).click();
    await expectMounted(page, 'member');
    await expect(page.getByRole('region', { name: 'Announcements', exact: true })).toBeVisible();
  });
});
