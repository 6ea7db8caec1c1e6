import type { Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
import { servedHtml } from '../support/drawn-member-pages';
import { frameHintCookies, issueDrawCookie, type MintedSession, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0661: an agent's /m/agent arrives drawn in its HTML from their draw read (the draw cookie, 0641)
 * and the shell's time zone hint: the greeting for the browser's hour, the balance, today's team counters,
 * the menu grid. The shell keeps the drawing until the parcel has its wallet, counters (and dividend, with
 * the switch) and swaps it in one step: no layout shift, no console error. Without the cookie or the zone,
 * the plain frame; a player's cookie draws nothing of the agent page.
 */
const LINK = '/m/agent';
const BALANCE = '.agent-home__balance-amount';
const VIEWPORT = { width: 412, height: 915 };

/** The page's boxes and words, as drawn and as the parcel commits them. */
const agentHome = async (page: Page) => ({
  hello: await page.locator('.agent-home__hello').textContent(),
  helloBox: await page.locator('.agent-home__hello').boundingBox(),
  balance: await page.locator(BALANCE).textContent(),
  balanceBox: await page.locator(BALANCE).boundingBox(),
  counters: await page.locator('.agent-home__kpi-value').allTextContents(),
  menu: await page.locator('.agent-home__menu').boundingBox(),
  // The entries' names: an unread badge comes with the shell's counts after the swap, laid over its entry.
  entries: await page.locator('.agent-home__menu-item > span:not(.agent-home__badge)').allTextContents(),
  pages: await page.locator('.agent-home').count(),
  splashes: await page.locator('.boot-splash').count(),
});

let agent41: MintedSession;
test.beforeAll(async () => {
  agent41 = await mintSession('agent41');
});

test("an agent's /m/agent is drawn in its HTML from their draw cookie and kept until the parcel draws it (0661)", async ({
  browser,
}) => {
  const { drawn, swapped, frames, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'agent',
    watched: BALANCE,
    read: agentHome,
    member: agent41,
    drawCookie: true,
  });
  expect(drawn.splashes).toBe(0);
  expect(drawn.pages).toBe(1);
  expect(drawn.hello).toContain('agent41');
  expect(drawn.balance).toMatch(/₱[\d,]+\.\d\d/);
  expect(drawn.counters).toHaveLength(4);
  expect(drawn.counters.every((count) => /^\d+$/.test(count))).toBe(true);
  // The parcel's own page: the same boxes and words.
  expect(swapped).toEqual(drawn);
  expect(
    frames.filter((frame) => frame.shown === 0 || frame.top !== drawn.balanceBox?.y),
    'frames without the balance in its place',
  ).toEqual([]);
  await context.close();
});

test('the drawn agent home is private and no-store; without the draw cookie or the zone, and for a player, the plain frame', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await context.addCookies(frameHintCookies(agent41, SITE.origin));
  const plain = await servedHtml(context, LINK);
  expect(plain.html).not.toContain('data-drawn-page');
  expect(plain.html).not.toContain('agent-home__balance-amount');

  await issueDrawCookie(context, agent41, SITE.origin);
  const page = await context.newPage();
  const response = await page.goto(LINK);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator(`[data-drawn-page="agent:./AgentHomePage"] ${BALANCE}`)).toBeAttached();
  // No form field: not inert (its buttons are replayed at the swap, 0691).
  await expect(page.locator('[data-drawn-page="agent:./AgentHomePage"]')).not.toHaveAttribute('inert', '');
  // Without the time zone hint the greeting's hour and the counters' day are unknown: not drawn.
  await context.clearCookies({ name: 'mc_tz' });
  expect((await servedHtml(context, LINK)).html).not.toContain('data-drawn-page');
  await context.close();

  // A player (type 0, no agent) with their own draw cookie: the page sends them home; nothing drawn, nothing of any team.
  const player0 = await mintSession('player0');
  const player = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await player.addCookies(frameHintCookies(player0, SITE.origin));
  await issueDrawCookie(player, player0, SITE.origin);
  expect((await servedHtml(player, LINK)).html).not.toContain('agent-home');
  await player.close();
});
