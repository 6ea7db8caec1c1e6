import type { Page } from '@playwright/test';
import { expectHome, expectMounted, frame, openAnnouncementsFromServiceSheet } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';
import { swipeRight } from '../support/touch';

async function openNoticeInApp(page: Page) {
  await page.goto('/m/home');
  await expectHome(page);
  await openAnnouncementsFromServiceSheet(page);
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expectMounted(page, 'member');
}

test('home header on home, titled bar with title and back elsewhere; tab bar only where the spec says', async ({
  page,
}) => {
  await page.goto('/m/home');
  await expect(frame.homeHeader(page)).toBeVisible();
  await expect(frame.titledBar(page)).toHaveCount(0);
  await expect(frame.tabBar(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/m/notice');
  await expect(frame.titledBar(page)).toBeVisible();
  await expect(frame.pageTitle(page)).toHaveText('Announcements');
  await expect(frame.backButton(page)).toBeVisible();
  await expect(frame.homeHeader(page)).toHaveCount(0);
  await expect(frame.tabBar(page)).toHaveCount(0);

  await page.goto('/m/gameList?gameType=RNG');
  await expect(frame.pageTitle(page)).toHaveText('Games');
  await expect(frame.backButton(page)).toBeVisible();
  await expect(frame.tabBar(page)).toHaveCount(0);
});

test('back on a titled page goes one step back', async ({ page }) => {
  await openNoticeInApp(page);
  await frame.backButton(page).click();
  await expectHome(page);
  // It went back in history (not a push to home): forward returns to the announcements.
  await page.goForward();
  await expect(page).toHaveURL(/\/m\/notice$/);
});

test('a swipe of more than 100 px goes back; a short one does not', async ({ page }) => {
  await openNoticeInApp(page);

  await swipeRight(page, 60);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/m\/notice$/);

  await swipeRight(page, 160);
  await expectHome(page);
});

test('the drawer opens from the header and closes on a mask tap', async ({ page }) => {
  await page.goto('/m/home');
  await expectHome(page);
  await frame.menuButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Member center' })).toBeVisible();

  // The mask ignores taps for 300 ms after opening; tap it on the left, outside the panel.
  await page.waitForTimeout(400);
  await page.touchscreen.tap(15, 300);
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("a drawer entry opens its page with the focus on the page's title, and Tab goes on from there", async ({
  page,
}) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/home');
  await expectHome(page);
  await frame.menuButton(page).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Betting record' }).click();
  await expect(page).toHaveURL(/\/m\/gameRecord$/);
  // The drawer took the focus away with it: a screen reader now reads the new page's title.
  const title = frame.titledBar(page).getByRole('heading', { level: 1, name: 'Betting record' });
  await expect(title).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(title).not.toBeFocused();
  await expect(page.locator('body')).not.toBeFocused();
});

test('a token in the URL becomes the session and leaves the address bar', async ({ page }) => {
  const session = await mintSession('player1');
  await page.goto(`/m/home?token=${session.token}`);
  await expect(page).toHaveURL(/\/m\/home$/);
  const header = frame.homeHeader(page);
  await expect(header.getByText('Maria')).toBeVisible();
  await expect(header).toContainText('888.00');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  const stored = await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ token: session.token, userName: 'player1' });
  expect(await page.evaluate(() => window.location.href)).not.toContain(session.token);

  // Other parameters stay where they were.
  const other = await mintSession('player0');
  await page.goto(`/m/gameList?gameType=RNG&token=${other.token}`);
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
});
