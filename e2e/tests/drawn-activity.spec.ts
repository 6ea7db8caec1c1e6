import type { Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
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

const cards = async (page: Page) => ({
  titles: await page.locator(TITLE).allTextContents(),
  firstCard: await page.locator('.member-promo__card').first().boundingBox(),
  firstTitle: await page.locator(TITLE).first().boundingBox(),
  lists: await page.locator('.member-promo').count(),
});

test("a guest's /m/activity is drawn in its HTML and kept until the parcel draws it (decision 0602)", async ({
  browser,
}) => {
  const { drawn, swapped, frames, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'member',
    watched: TITLE,
    read: cards,
  });
  expect(drawn.titles.length, 'cards in the HTML').toBeGreaterThan(0);
  // One list, the same cards in the same place.
  expect(swapped).toEqual({ ...drawn, lists: 1 });
  expect(
    frames.filter((frame) => frame.shown !== drawn.titles.length || frame.top !== drawn.firstTitle?.y),
    'frames without every card in its place',
  ).toEqual([]);
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
