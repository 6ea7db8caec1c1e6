import type { Page } from '@playwright/test';
import {
  expectHome,
  expectMounted,
  frame,
  openAnnouncementsFromServiceSheet,
  remoteArea,
} from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';
import { swipeRight } from '../support/touch';

/** Issues 15 and 16: every way back (titled-bar button, the >100 px swipe) by SPEC 2 'Page frame'. */

const member = (page: Page) => remoteArea(page, 'member');
const historyIndex = (page: Page) =>
  page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx ?? -1);

/**
 * A thumb's back swipe across most of the screen: long enough for Chromium's own swipe navigation to
 * answer it too, which made one swipe two backs (issue 16).
 */
const THUMB_SWIPE_PX = 300;

/** Login, register and forget draw no titled bar: the swipe is their way back, and it goes home. */
async function expectBackGoesHome(page: Page) {
  await expect(frame.titledBar(page)).toHaveCount(0);
  await swipeRight(page, THUMB_SWIPE_PX);
  await expectHome(page);
}

test('/m/ is a home path: the gateway answers the shell, with the download banner', async ({
  page,
  request,
}) => {
  const response = await request.get('/m/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  await page.goto('/m/');
  await expect(frame.homeHeader(page)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Download the app' })).toBeVisible();
  await expectMounted(page, 'games');
});

test('a guest opening /m/agent is replaced to /m/home, not sent to log in', async ({ page }) => {
  await page.goto('/m/home');
  await expectHome(page);
  const before = await page.evaluate(() => window.history.length);
  await page.goto('/m/agent');
  await expectHome(page);
  // Replaced: the agent entry became home; no login entry was pushed after it.
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a guest tapping a game of the HOT list is asked to log in; the back swipe goes to /m/home', async ({
  page,
}) => {
  await page.goto('/m/gameList?gameType=HOT');
  await expectMounted(page, 'games');
  const games = remoteArea(page, 'games').getByRole('region', { name: 'Games' });
  await games.getByRole('listitem').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  await expectMounted(page, 'member');
  await expectBackGoesHome(page);
  // Login was replaced by home, so the browser's own back goes where the player was before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=HOT$/);
});

test('register from the home header, then back: /m/home, never out of the site', async ({ page }) => {
  await page.goto('/m/home');
  await expectHome(page);
  await frame.homeHeader(page).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expectMounted(page, 'member');
  await expectBackGoesHome(page);
  // Back on home went back in history (no new entry): one more back leaves nothing of register.
  expect(await historyIndex(page)).toBe(0);
});

test('login and register opened cold (no history) go back to /m/home', async ({ page }) => {
  for (const path of ['/m/register', '/m/login']) {
    await page.goto(path);
    await expectMounted(page, 'member');
    await expectBackGoesHome(page);
  }
});

test('forgot password from the login page: back goes to /m/home', async ({ page }) => {
  await page.goto('/m/gameList?gameType=HOT');
  await expectMounted(page, 'games');
  await page.goto('/m/login');
  await expectMounted(page, 'member');
  await member(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/m\/forget$/);
  await expectMounted(page, 'member');
  await expectBackGoesHome(page);
});

test('one swipe is one back: security centre → member centre, not past it', async ({ page }) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/home');
  await expectHome(page);
  await frame
    .tabBar(page)
    .getByRole('link', { name: /^Member/ })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expectMounted(page, 'member');
  const memberCentreIndex = await historyIndex(page);
  await member(page).getByRole('link', { name: 'Security centre' }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await expectMounted(page, 'member');

  await swipeRight(page, 60);
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await swipeRight(page, THUMB_SWIPE_PX);
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expectMounted(page, 'member');
  expect(await historyIndex(page)).toBe(memberCentreIndex);
  // Forward returns to the security centre: exactly one entry was left behind.
  await page.goForward();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
});

test('back from a page opened on home shows home scrolled as it was, from its first frame, nothing moving (decision 0652)', async ({
  page,
}) => {
  await page.goto('/m/home');
  await expectHome(page);
  // Home is tall enough for 700 px once its later parts (footer, news: the first idle period) are in.
  await expect(page.locator('footer.home-footer')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  await openAnnouncementsFromServiceSheet(page);
  await expectMounted(page, 'member');
  // From the tap on: home's scroll in every frame it is on screen, and every layout shift.
  await page.evaluate(() => {
    const w = window as unknown as { __homeFrames: number[]; __shifts: { at: number; input: boolean }[] };
    w.__homeFrames = [];
    w.__shifts = [];
    const sample = () => {
      if (document.querySelector('section.banner-carousel')) w.__homeFrames.push(window.scrollY);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { startTime: number; hadRecentInput: boolean }[])
        w.__shifts.push({ at: entry.startTime, input: entry.hadRecentInput });
    }).observe({ type: 'layout-shift' });
  });
  await frame.backButton(page).click();
  await expectHome(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  // Drawn again, home is shorter until its later parts are in again: the position holds past them.
  await expect(page.locator('footer.home-footer')).toBeAttached();
  await page.waitForTimeout(500);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __homeFrames: number[]; __shifts: { at: number; input: boolean }[] };
    return { frames: [...new Set(w.__homeFrames)], shifts: w.__shifts };
  });
  expect(seen.frames).toEqual([700]);
  // No shift counted by CLS; the tap's own frame (the page area, Announcements to home) is the only one.
  expect(seen.shifts.filter((shift) => !shift.input)).toEqual([]);
  expect(new Set(seen.shifts.map((shift) => shift.at)).size).toBeLessThanOrEqual(1);
});
