import type { Locator, Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
import { frameHintCookies, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0621: a page without titled bar and tab bar (the lottery lobby) arrives drawn in its HTML for a
 * guest, its largest paint (the popular section's heading) included, instead of the boot splash; the shell
 * keeps the drawing until the parcel has drawn the same page, then swaps it in one step: no frame without
 * the heading, nothing moved, no layout shift, no console error.
 */
const LINK = '/m/lottery';
const VIEWPORT = { width: 412, height: 915 };
const HEADING = 'section.lottery-list__popular > h2';
const NAMES = '.lottery-list__name';

const lobby = async (page: Page) => ({
  names: await page.locator(NAMES).allTextContents(),
  heading: await page.locator(HEADING).boundingBox(),
  lastName: await page.locator(NAMES).last().boundingBox(),
  pages: await page.locator('section.lottery-list').count(),
  splashes: await page.locator('.boot-splash').count(),
});

test("a guest's /m/lottery is drawn in its HTML and kept until the parcel draws it (decision 0621)", async ({
  browser,
}) => {
  const { drawn, swapped, frames, page, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'games',
    watched: HEADING,
    read: lobby,
  });
  // The drawing instead of the boot splash, with its games.
  expect(drawn.splashes).toBe(0);
  expect(drawn.names.length, 'games in the HTML').toBeGreaterThan(0);
  // One page, the same games in the same place.
  expect(swapped).toEqual({ ...drawn, pages: 1 });
  await expect(page.getByRole('heading', { name: 'Popular lottery games' })).toBeVisible();
  expect(
    frames.filter((frame) => frame.shown !== 1 || frame.top !== drawn.heading?.y),
    'frames without the heading in its place',
  ).toEqual([]);

  // The drawn page works as the page: its back control and links are the parcel's now.
  await page.getByRole('link', { name: 'All lottery results' }).click();
  await expect(page).toHaveURL(/\/m\/lotteryHistory$/);
  await context.close();
});

test('a page without a frame is not drawn where its content is not: a member, register', async ({
  browser,
}) => {
  const guest = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const register = await guest.newPage();
  await register.goto('/m/register');
  await expect(register.locator('.boot-splash')).toHaveCount(1);
  await expect(register.locator('[data-prerendered]')).toHaveCount(0);
  await guest.close();

  const member = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await member.addCookies(frameHintCookies(await mintSession('player1'), SITE.origin));
  const page = await member.newPage();
  await page.goto(LINK);
  await expect(page.locator('.boot-splash')).toHaveCount(1);
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await member.close();
});

/**
 * A row's content rendered: laid out and painted, not skipped by the row's `content-visibility: auto`
 * (decision 0711; the row's own box is always there, what it skips is inside it).
 */
const rendered = (row: Locator) =>
  row.locator(NAMES).evaluate((name) => name.checkVisibility({ contentVisibilityAuto: true }));

test('the lottery rows off screen are skipped until scrolled near (0711)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(LINK);
  await expect(page.getByRole('heading', { name: 'Popular lottery games' })).toBeVisible();
  // The parcel's page, once it has taken the drawing's place (its rows render after the calls answer).
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await expect(page.locator('section.lottery-list')).toHaveCount(1);
  const rows = page.locator('.lottery-list__game');
  await expect.poll(() => rendered(rows.first())).toBe(true);
  const last = rows.last();
  await expect.poll(() => rendered(last)).toBe(false);
  // Drawn once scrolled to.
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(last)).toBe(true);
  await context.close();
});
