import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { drawnFrames, pageErrors, recordDrawnFrames } from '../support/drawn-frames';
import { expectMounted } from '../support/frame';
import { frameHintCookies, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0561: a guest's /m/notice arrives with its announcement titles (its largest paint) drawn in the
 * HTML, and the shell keeps those very nodes on screen until the parcel has drawn the same list, then swaps
 * them in one step: no frame without the titles, nothing moved, no layout shift, no console error.
 */
const LINK = '/m/notice';
const VIEWPORT = { width: 412, height: 915 };

const firstTitleBox = (page: Page) => page.locator('.member-notice__title').first().boundingBox();

test("a guest's /m/notice is drawn in its HTML and kept until the parcel draws it (decision 0561)", async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const drawnPage = await plain.newPage();
  await drawnPage.goto(LINK);
  const drawnTitles = drawnPage.locator('[data-drawn-page] .member-notice__title');
  expect(await drawnTitles.count(), 'titles in the HTML').toBeGreaterThan(0);
  const titlesWithoutJs = await drawnTitles.allTextContents();
  const boxWithoutJs = await firstTitleBox(drawnPage);
  await plain.close();

  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await recordDrawnFrames(page, '.member-notice__title');
  await page.goto(LINK);
  await expectMounted(page, 'member');
  // The parcel's own list replaced the drawing: one list, no drawn node left, the same titles in place.
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await expect(page.locator('.member-notice')).toHaveCount(1);
  expect(await page.locator('.member-notice__title').allTextContents()).toEqual(titlesWithoutJs);
  expect(await firstTitleBox(page)).toEqual(boxWithoutJs);

  const { frames, shift } = await drawnFrames(page);
  expect(frames[0]?.drawn, 'the first frame with titles shows the drawn ones').toBe(true);
  expect(
    frames.some((frame) => !frame.drawn),
    'the swap happened while recording',
  ).toBe(true);
  expect(
    frames.filter((frame) => frame.shown !== titlesWithoutJs.length || frame.top !== boxWithoutJs?.y),
    'frames without every title in its place',
  ).toEqual([]);
  expect(shift).toBe(0);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
  await context.close();
});

test("a signed-in player's /m/notice is not drawn (their read marks are theirs)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await context.addCookies(frameHintCookies(await mintSession('player1'), SITE.origin));
  const page = await context.newPage();
  await page.goto(LINK);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await context.close();
});
