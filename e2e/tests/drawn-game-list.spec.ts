import type { Browser, Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
import { type MintedSession, mintSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Decision 0611: /m/gameList?gameType=RNG arrives with its tabs, vendor chips and first page of games
 * drawn in the HTML (its largest paint is a game icon), for a guest and a signed-in player alike, and the
 * shell keeps those nodes until the parcel has drawn the same page, then swaps them in one step: the first
 * row of icons in every frame, in its place and loaded, no layout shift, no console error.
 */
const LINK = '/m/gameList?gameType=RNG';
const VIEWPORT = { width: 412, height: 915 };
const ICONS = '.game-list__item img';

/** The first two rows' icons (addresses and boxes), the lists and the tabs. */
const gameList = async (page: Page) => ({
  icons: await page.locator(ICONS).evaluateAll((images) =>
    images.slice(0, 6).map((image) => {
      const { x, y, width, height } = image.getBoundingClientRect();
      return { src: image.getAttribute('src'), x, y, width, height };
    }),
  ),
  lists: await page.locator('.game-list').count(),
  tabs: await page.locator('.category-menu__tab').count(),
});

async function expectKeptUntilSwapped(browser: Browser, member?: MintedSession) {
  const { drawn, swapped, frames, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'games',
    watched: ICONS,
    read: gameList,
    member,
  });
  expect(drawn.icons).toHaveLength(6);
  // One list, the same icons in place.
  expect(swapped.lists).toBe(1);
  expect(swapped.icons).toEqual(drawn.icons);
  expect(
    frames.filter((frame) => frame.shown < 3 || frame.top !== drawn.icons[0]?.y),
    'frames without the first row of icons in its place',
  ).toEqual([]);
  // Once an icon had loaded, no later frame shows it loading again (moved nodes keep their image).
  const loadedAt = frames.findIndex((frame) => frame.loaded);
  expect(loadedAt, 'the first icon loaded while recording').toBeGreaterThanOrEqual(0);
  expect(
    frames.slice(loadedAt).filter((frame) => !frame.loaded),
    'frames with the icon unloaded again',
  ).toEqual([]);
  await context.close();
  return { drawnTabs: drawn.tabs, tabs: swapped.tabs };
}

test("a guest's /m/gameList?gameType=RNG is drawn in its HTML and kept until the parcel draws it (decision 0611)", async ({
  browser,
}) => {
  const { drawnTabs, tabs } = await expectKeptUntilSwapped(browser);
  expect(tabs).toBe(drawnTabs);
});

test("a signed-in player's game list is drawn too, without their own tabs, which the parcel adds", async ({
  browser,
}) => {
  const { drawnTabs, tabs } = await expectKeptUntilSwapped(browser, await mintSession('player1'));
  // FAV and RECENT, the member's own, come with the parcel at the end of the tab row.
  expect(tabs).toBe(drawnTabs + 2);
});

test('a game list with filters, or a member view, is not drawn', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const page = await context.newPage();
  for (const link of ['/m/gameList?gameType=RNG&minBet=0.5', '/m/gameList?gameType=FAV']) {
    await page.goto(link);
    await expect(page.locator('[data-prerendered]'), link).toHaveCount(1);
    await expect(page.locator('[data-drawn-page]'), link).toHaveCount(0);
  }
  await context.close();
});
