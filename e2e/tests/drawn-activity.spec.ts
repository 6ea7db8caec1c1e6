import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { drawnFrames, pageErrors, recordDrawnFrames } from '../support/drawn-frames';
import { expectMounted } from '../support/frame';
import { frameHintCookies, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0602: a guest's /m/activity arrives with its promotion cards (its largest paint) drawn in the
 * HTML, and the shell keeps those very nodes on screen until the parcel has drawn the same list, then swaps
 * them in one step (0561's keeper): no frame without the cards, nothing moved, no layout shift, no console
 * error. Nothing is drawn for a signed-in player (their statuses) nor for a promotion's detail.
 */
const LINK = '/m/activity';
const VIEWPORT = { width: 412, height: 915 };
const TITLE = '.member-promo__title';

const firstCardBox = (page: Page) => page.locator('.member-promo__card').first().boundingBox();
const firstTitleBox = (page: Page) => page.locator(TITLE).first().boundingBox();

test("a guest's /m/activity is drawn in its HTML and kept until the parcel draws it (decision 0602)", async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const drawnPage = await plain.newPage();
  await drawnPage.goto(LINK);
  const drawnTitles = drawnPage.locator(`[data-drawn-page] ${TITLE}`);
  expect(await drawnTitles.count(), 'cards in the HTML').toBeGreaterThan(0);
  const titlesWithoutJs = await drawnTitles.allTextContents();
  const boxWithoutJs = await firstCardBox(drawnPage);
  const titleWithoutJs = await firstTitleBox(drawnPage);
  await plain.close();

  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await recordDrawnFrames(page, TITLE);
  await page.goto(LINK);
  await expectMounted(page, 'member');
  // The parcel's own list replaced the drawing: one list, no drawn node left, the same cards in place.
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await expect(page.locator('.member-promo')).toHaveCount(1);
  expect(await page.locator(TITLE).allTextContents()).toEqual(titlesWithoutJs);
  expect(await firstCardBox(page)).toEqual(boxWithoutJs);

  const { frames, shift } = await drawnFrames(page);
  expect(frames[0]?.drawn, 'the first frame with cards shows the drawn ones').toBe(true);
  expect(
    frames.some((frame) => !frame.drawn),
    'the swap happened while recording',
  ).toBe(true);
  expect(
    frames.filter((frame) => frame.shown !== titlesWithoutJs.length || frame.top !== titleWithoutJs?.y),
    'frames without every card in its place',
  ).toEqual([]);
  expect(shift).toBe(0);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
  await context.close();
});

/** The frame is drawn, without page content. */
async function expectFrameOnly(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
}

test("a signed-in player's /m/activity is not drawn (their statuses are theirs)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await context.addCookies(frameHintCookies(await mintSession('player1'), SITE.origin));
  await expectFrameOnly(await context.newPage(), LINK);
  await context.close();
});

test("a guest's promotion detail (/m/activity?id=) is not drawn: only the list is", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(LINK);
  const href = await page.locator('[data-drawn-page] a.member-promo__link').first().getAttribute('href');
  expect(href).toMatch(/^\/m\/activity\?id=\d+$/);
  await expectFrameOnly(page, href as string);
  await context.close();
});
