import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted } from '../support/frame';
import { frameHintCookies, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decisions 0561, 0602: a guest's /m/notice and /m/activity arrive with their lists (announcement titles,
 * promotion cards: their largest paint) drawn in the HTML, and the shell keeps those very nodes on screen
 * until the parcel has drawn the same list, then swaps them in one step: no frame without the titles,
 * nothing moved, no layout shift, no console error.
 */
const VIEWPORT = { width: 412, height: 915 };

/** A drawn page: its address, its list's class and its rows' titles' (the largest paint). */
const PAGES = [
  { link: '/m/notice', list: '.member-notice', title: '.member-notice__title', decision: '0561' },
  { link: '/m/activity', list: '.member-promo', title: '.member-promo__title', decision: '0602' },
] as const;

/** Installed before any script: each animation frame's visible titles and the first one's box. */
async function recordFrames(page: Page, titleSelector: string): Promise<void> {
  await page.addInitScript((selector) => {
    const frames: { titles: number; top: number | null; drawn: boolean }[] = [];
    const state = { frames, shift: 0 };
    (window as unknown as { __drawn: typeof state }).__drawn = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const tick = () => {
      const titles = [...document.querySelectorAll(selector)].filter(
        (title) => title.getClientRects().length > 0,
      );
      if (titles.length > 0 || frames.length > 0) {
        frames.push({
          titles: titles.length,
          top: titles[0] ? titles[0].getBoundingClientRect().top : null,
          drawn: document.querySelector('[data-drawn-page]') !== null,
        });
      }
      if (frames.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, titleSelector);
}

for (const { link, list, title, decision } of PAGES) {
  const firstTitleBox = (page: Page) => page.locator(title).first().boundingBox();

  test(`a guest's ${link} is drawn in its HTML and kept until the parcel draws it (decision ${decision})`, async ({
    browser,
  }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
    const drawnPage = await plain.newPage();
    await drawnPage.goto(link);
    const drawnTitles = drawnPage.locator(`[data-drawn-page] ${title}`);
    expect(await drawnTitles.count(), 'titles in the HTML').toBeGreaterThan(0);
    const titlesWithoutJs = await drawnTitles.allTextContents();
    const boxWithoutJs = await firstTitleBox(drawnPage);
    await plain.close();

    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await recordFrames(page, title);
    await page.goto(link);
    await expectMounted(page, 'member');
    // The parcel's own list replaced the drawing: one list, no drawn node left, the same titles in place.
    await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
    await expect(page.locator(list)).toHaveCount(1);
    expect(await page.locator(title).allTextContents()).toEqual(titlesWithoutJs);
    expect(await firstTitleBox(page)).toEqual(boxWithoutJs);

    const { frames, shift } = await page.evaluate(
      () =>
        (
          window as unknown as {
            __drawn: { frames: { titles: number; top: number | null; drawn: boolean }[]; shift: number };
          }
        ).__drawn,
    );
    expect(frames[0]?.drawn, 'the first frame with titles shows the drawn ones').toBe(true);
    expect(
      frames.some((frame) => !frame.drawn),
      'the swap happened while recording',
    ).toBe(true);
    expect(
      frames.filter((frame) => frame.titles !== titlesWithoutJs.length || frame.top !== boxWithoutJs?.y),
      'frames without every title in its place',
    ).toEqual([]);
    expect(shift).toBe(0);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

/** A frame drawn without page content: the page is not one the server may draw for this viewer. */
async function expectFrameOnly(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
}

test("a signed-in player's /m/notice and /m/activity are not drawn (read marks, statuses are theirs)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await context.addCookies(frameHintCookies(await mintSession('player1'), SITE.origin));
  const page = await context.newPage();
  for (const { link } of PAGES) await expectFrameOnly(page, link);
  await context.close();
});

test("a guest's promotion detail (/m/activity?id=) is not drawn: only the list is", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto('/m/activity');
  const href = await page.locator('[data-drawn-page] a.member-promo__link').first().getAttribute('href');
  expect(href).toMatch(/^\/m\/activity\?id=\d+$/);
  await expectFrameOnly(page, href as string);
  await context.close();
});
