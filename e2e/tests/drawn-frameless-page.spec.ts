import { expectNoAxeViolations } from '../support/axe';
import { drawnFrames, pageErrors, recordDrawnFrames } from '../support/drawn-frames';
import { expectMounted } from '../support/frame';
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

test("a guest's /m/lottery is drawn in its HTML and kept until the parcel draws it (decision 0621)", async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const drawnPage = await plain.newPage();
  await drawnPage.goto(LINK);
  await expect(drawnPage.locator('.boot-splash')).toHaveCount(0);
  await expect(drawnPage.locator(`[data-drawn-page] ${HEADING}`)).toHaveCount(1);
  const namesWithoutJs = await drawnPage.locator(`[data-drawn-page] ${NAMES}`).allTextContents();
  expect(namesWithoutJs.length, 'games in the HTML').toBeGreaterThan(0);
  const headingWithoutJs = await drawnPage.locator(HEADING).boundingBox();
  const lastNameWithoutJs = await drawnPage.locator(NAMES).last().boundingBox();
  await plain.close();

  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await recordDrawnFrames(page, HEADING);
  await page.goto(LINK);
  await expectMounted(page, 'games');
  // The parcel's own page replaced the drawing: one page, no drawn node left, the same games in place.
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await expect(page.locator('section.lottery-list')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Popular lottery games' })).toBeVisible();
  expect(await page.locator(NAMES).allTextContents()).toEqual(namesWithoutJs);
  expect(await page.locator(HEADING).boundingBox()).toEqual(headingWithoutJs);
  expect(await page.locator(NAMES).last().boundingBox()).toEqual(lastNameWithoutJs);

  const { frames, shift } = await drawnFrames(page);
  expect(frames[0]?.drawn, 'the first frame with the heading shows the drawn one').toBe(true);
  expect(
    frames.some((frame) => !frame.drawn),
    'the swap happened while recording',
  ).toBe(true);
  expect(
    frames.filter((frame) => frame.shown !== 1 || frame.top !== headingWithoutJs?.y),
    'frames without the heading in its place',
  ).toEqual([]);
  expect(shift).toBe(0);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);

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
