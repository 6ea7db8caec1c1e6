import { expectNoAxeViolations } from '../support/axe';
import { drawnFrames, pageErrors, recordDrawnFrames } from '../support/drawn-frames';
import { expectMounted } from '../support/frame';
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

test("a guest's /m/login is drawn in its HTML, inert, and kept until the parcel draws it (decision 0631)", async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const drawnPage = await plain.newPage();
  await drawnPage.goto(LINK);
  await expect(drawnPage.locator('.boot-splash')).toHaveCount(0);
  await expect(drawnPage.locator(`[data-drawn-page][inert] ${BANNER}`)).toHaveCount(1);
  await expect(drawnPage.locator('[data-drawn-page] #login-username')).toHaveValue('');
  // Inert: the drawn field takes no focus (a letter typed there would be lost at the swap).
  expect(
    await drawnPage.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('#login-username');
      field?.focus();
      return document.activeElement === field;
    }),
  ).toBe(false);
  const bannerWithoutJs = await drawnPage.locator(BANNER).boundingBox();
  const submitWithoutJs = await drawnPage.locator(SUBMIT).boundingBox();
  const fieldWithoutJs = await drawnPage.locator('#login-username').boundingBox();
  await plain.close();

  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await recordDrawnFrames(page, BANNER);
  await page.goto(LINK);
  await expectMounted(page, 'member');
  // The parcel's own page replaced the drawing: one page, no drawn node left, the same boxes.
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await expect(page.locator('main.auth-page')).toHaveCount(1);
  await expect(page.locator(BANNER)).toBeVisible();
  expect(await page.locator(BANNER).boundingBox()).toEqual(bannerWithoutJs);
  expect(await page.locator(SUBMIT).boundingBox()).toEqual(submitWithoutJs);
  expect(await page.locator('#login-username').boundingBox()).toEqual(fieldWithoutJs);

  const { frames, shift } = await drawnFrames(page);
  expect(frames[0]?.drawn, 'the first frame with the banner shows the drawn one').toBe(true);
  expect(
    frames.some((frame) => !frame.drawn),
    'the swap happened while recording',
  ).toBe(true);
  expect(
    frames.filter((frame) => frame.shown !== 1 || frame.top !== bannerWithoutJs?.y),
    'frames without the banner in its place',
  ).toEqual([]);
  expect(shift).toBe(0);

  // The parcel's form is live: typed letters stay.
  await page.getByLabel('Username').fill('player1');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await expect(page.getByLabel('Username')).toHaveValue('player1');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret1');
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
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
