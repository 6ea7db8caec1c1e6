import type { Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
import { frameHintCookies, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0631: a guest's /m/login arrives drawn in its HTML, its banner (the largest paint) included, its
 * form inert; the shell keeps the drawing while the page's banner is loading and swaps it for the parcel's
 * page in one step: the banner in every frame from the first, nothing moved, no layout shift, no console
 * error, and the form takes letters once the parcel has it.
 */
const LINK = '/m/login';
const VIEWPORT = { width: 412, height: 915 };
const BANNER = '.auth-banner img';
const SUBMIT = 'button.auth-submit[type="submit"]';

/** The page's boxes, and whether its form takes input (the drawn one is inert: a letter would be lost). */
const loginPage = async (page: Page) => ({
  banner: await page.locator(BANNER).boundingBox(),
  submit: await page.locator(SUBMIT).boundingBox(),
  field: await page.locator('#login-username').boundingBox(),
  fieldValue: await page.locator('#login-username').inputValue(),
  takesFocus: await page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('#login-username');
    field?.focus();
    const focused = document.activeElement === field;
    field?.blur();
    return focused;
  }),
  inertHosts: await page.locator('[data-drawn-page][inert]').count(),
  pages: await page.locator('main.auth-page').count(),
  splashes: await page.locator('.boot-splash').count(),
});

test("a guest's /m/login is drawn in its HTML, inert, and kept until the parcel draws it (decision 0631)", async ({
  browser,
}) => {
  const { drawn, swapped, frames, page, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'member',
    watched: BANNER,
    read: loginPage,
  });
  // Drawn instead of the boot splash, empty, inside an inert host.
  expect(drawn).toMatchObject({ splashes: 0, inertHosts: 1, fieldValue: '', takesFocus: false, pages: 1 });
  // The parcel's own page: the same boxes, its form live.
  expect(swapped).toEqual({ ...drawn, inertHosts: 0, takesFocus: true });
  expect(
    frames.filter((frame) => frame.shown !== 1 || frame.top !== drawn.banner?.y),
    'frames without the banner in its place',
  ).toEqual([]);

  // The parcel's form is live: typed letters stay.
  await page.getByLabel('Username').fill('player1');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await expect(page.getByLabel('Username')).toHaveValue('player1');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret1');
  await context.close();
});

test('/m/login is not drawn for a signed-in visitor (the page is a guest’s)', async ({ browser }) => {
  const member = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await member.addCookies(frameHintCookies(await mintSession('player1'), SITE.origin));
  const page = await member.newPage();
  await page.goto(LINK);
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await member.close();
});
