import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { drawnFrames, pageErrors, recordDrawnFrames } from '../support/drawn-frames';
import { expectMounted } from '../support/frame';
import { frameHintCookies, type MintedSession, mintSession, storeSession } from '../support/session';
import { SITE } from '../support/site';
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

const firstIconBox = (page: Page) => page.locator(ICONS).first().boundingBox();
/** The first two rows' icons: their addresses and boxes. */
const firstIcons = (page: Page) =>
  page.locator(ICONS).evaluateAll((images) =>
    images.slice(0, 6).map((image) => {
      const { x, y, width, height } = image.getBoundingClientRect();
      return { src: image.getAttribute('src'), x, y, width, height };
    }),
  );

/** The page as the server draws it (JavaScript off): its first icons (address, box) and its tabs. */
async function drawnWithoutJs(browser: Browser, member?: MintedSession) {
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  if (member) await plain.addCookies(frameHintCookies(member, SITE.origin));
  const page = await plain.newPage();
  await page.goto(LINK);
  const icons = page.locator(`[data-drawn-page="games:./GameListPage"] ${ICONS}`);
  expect(await icons.count(), 'icons in the HTML').toBeGreaterThan(0);
  const drawn = {
    icons: await firstIcons(page),
    box: await firstIconBox(page),
    tabs: await page.locator('.category-menu__tab').count(),
  };
  await plain.close();
  return drawn;
}

async function expectKeptUntilSwapped(browser: Browser, member?: MintedSession) {
  const drawn = await drawnWithoutJs(browser, member);
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (member) await context.addCookies(frameHintCookies(member, SITE.origin));
  const page = await context.newPage();
  if (member) await storeSession(page, member);
  const errors = pageErrors(page);
  await recordDrawnFrames(page, ICONS);
  await page.goto(LINK);
  await expectMounted(page, 'games');
  // The parcel's own page replaced the drawing: one list, no drawn node left, the same icons in place.
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await expect(page.locator('.game-list')).toHaveCount(1);
  expect(await firstIcons(page)).toEqual(drawn.icons);
  expect(drawn.icons).toHaveLength(6);

  const recording = await drawnFrames(page);
  const { shift } = recording;
  expect(recording.frames[0]?.drawn, 'the first frame with icons shows the drawn ones').toBe(true);
  // From the end of the HTML's parse on (before it a frame may show the rows parsed so far).
  const frames = recording.frames.slice(recording.frames.findIndex((frame) => frame.parsed));
  expect(frames[0]?.drawn, 'the drawing is still there once the HTML is parsed').toBe(true);
  expect(
    frames.some((frame) => !frame.drawn),
    'the swap happened while recording',
  ).toBe(true);
  expect(
    frames.filter((frame) => frame.shown < 3 || frame.top !== drawn.box?.y),
    'frames without the first row of icons in its place',
  ).toEqual([]);
  // Once an icon had loaded, no later frame shows it loading again (moved nodes keep their image).
  const loadedAt = frames.findIndex((frame) => frame.loaded);
  expect(loadedAt, 'the first icon loaded while recording').toBeGreaterThanOrEqual(0);
  expect(
    frames.slice(loadedAt).filter((frame) => !frame.loaded),
    'frames with the icon unloaded again',
  ).toEqual([]);
  expect(shift).toBe(0);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
  const tabs = await page.locator('.category-menu__tab').count();
  await context.close();
  return { drawnTabs: drawn.tabs, tabs };
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
