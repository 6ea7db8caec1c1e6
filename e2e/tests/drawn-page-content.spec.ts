import type { Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
import { frameHintCookies, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0561: a guest's /m/notice arrives with its announcement titles (its largest paint) drawn in the
 * HTML, and the shell keeps those very nodes on screen until the parcel has drawn the same list, then swaps
 * them in one step: no frame without the titles, nothing moved, no layout shift, no console error.
 */
const LINK = '/m/notice';
const TITLE = '.member-notice__title';

const titles = async (page: Page) => ({
  texts: await page.locator(TITLE).allTextContents(),
  firstBox: await page.locator(TITLE).first().boundingBox(),
  lists: await page.locator('.member-notice').count(),
});

test("a guest's /m/notice is drawn in its HTML and kept until the parcel draws it (decision 0561)", async ({
  browser,
}) => {
  const { drawn, swapped, frames, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'member',
    watched: TITLE,
    read: titles,
  });
  expect(drawn.texts.length, 'titles in the HTML').toBeGreaterThan(0);
  // One list, the same titles in the same place.
  expect(swapped).toEqual({ ...drawn, lists: 1 });
  expect(
    frames.filter((frame) => frame.shown !== drawn.texts.length || frame.top !== drawn.firstBox?.y),
    'frames without every title in its place',
  ).toEqual([]);
  await context.close();
});

test("a signed-in player's /m/notice is not drawn (their read marks are theirs)", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 915 },
  });
  await context.addCookies(frameHintCookies(await mintSession('player1'), SITE.origin));
  const page = await context.newPage();
  await page.goto(LINK);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await context.close();
});
