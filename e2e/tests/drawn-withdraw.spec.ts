import type { Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
import { htmlAfterSignOut, servedHtml } from '../support/drawn-member-pages';
import { frameHintCookies, issueDrawCookie, type MintedSession, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0681: a member's /m/withdraw arrives drawn in its HTML from their draw read (the draw cookie,
 * 0641) in the two states the page commits exactly as drawn: the withdraw form (player0: a withdrawal
 * password set, a card on file; its largest paint the amount's limits line, in the member's currency, above
 * it the funds summary) and the set-password form (player1: none set yet; its hint). The shell keeps the
 * drawing (inert: a form) until the parcel commits the same, and swaps it in one step: no layout shift, no
 * console error. Without the cookie, the plain frame; nothing of the member after sign-out.
 */
const LINK = '/m/withdraw';
const HINT = 'p.money-hint';
const VIEWPORT = { width: 412, height: 915 };

/** The page's boxes and words, as drawn and as the parcel commits them. */
const withdraw = async (page: Page) => ({
  form: await page.locator('.money-form').boundingBox(),
  hint: await page.locator(HINT).first().textContent(),
  hintBox: await page.locator(HINT).first().boundingBox(),
  funds: await page.locator('.money-funds dd').allTextContents(),
  cards: await page.locator('.money-option').allTextContents(),
  checked: await page.locator('.money-option input:checked').count(),
  submit: await page.locator('.money-submit').boundingBox(),
  submitText: await page.locator('.money-submit').textContent(),
  pages: await page.locator('.money-page').count(),
  splashes: await page.locator('.boot-splash').count(),
});

let player0: MintedSession;
let player1: MintedSession;
test.beforeAll(async () => {
  player0 = await mintSession('player0');
  player1 = await mintSession('player1');
});

test("a member's /m/withdraw (password set, a card) is drawn from their draw cookie and kept until the parcel draws it (0681)", async ({
  browser,
}) => {
  const { drawn, swapped, frames, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'wallet',
    watched: HINT,
    read: withdraw,
    member: player0,
    drawCookie: true,
  });
  expect(drawn.splashes).toBe(0);
  expect(drawn.pages).toBe(1);
  expect(drawn.cards.length).toBeGreaterThan(0);
  expect(drawn.checked).toBe(1);
  expect(drawn.funds).toHaveLength(3);
  // The member's currency, never the default one first; the card only as masked as the page shows it.
  expect(drawn.hint).toMatch(/₱[\d,]+\.\d\d/);
  expect(drawn.cards.join(' ')).not.toContain('001987654321');
  // The parcel's own page: the same boxes and words.
  expect(swapped).toEqual(drawn);
  expect(
    frames.filter((frame) => frame.shown === 0 || frame.top !== drawn.hintBox?.y),
    'frames without the limits line in its place',
  ).toEqual([]);
  await context.close();
});

test('a member without a withdrawal password gets the set-password form drawn, swapped in place (0681)', async ({
  browser,
}) => {
  const { drawn, swapped, frames, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'wallet',
    watched: HINT,
    read: withdraw,
    member: player1,
    drawCookie: true,
  });
  expect(drawn.pages).toBe(1);
  expect(drawn.hint).toContain('Set it before you withdraw');
  // Nothing of the withdraw form: neither funds nor cards.
  expect(drawn.funds).toEqual([]);
  expect(drawn.cards).toEqual([]);
  expect(swapped).toEqual(drawn);
  expect(
    frames.filter((frame) => frame.shown === 0 || frame.top !== drawn.hintBox?.y),
    'frames without the hint in its place',
  ).toEqual([]);
  await context.close();
});

test('the drawn withdraw page is private, no-store and inert; without the draw cookie, the plain frame', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await context.addCookies(frameHintCookies(player0, SITE.origin));
  const plain = await servedHtml(context, LINK);
  expect(plain.html).not.toContain('data-drawn-page');
  expect(plain.html).not.toContain('money-funds');

  await issueDrawCookie(context, player0, SITE.origin);
  const page = await context.newPage();
  const response = await page.goto(LINK);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator(`[data-drawn-page] ${HINT}`).first()).toBeAttached();
  await expect(page.locator('[data-drawn-page="wallet:./WithdrawPage"]')).toHaveAttribute('inert', '');
  expect(await response?.text()).not.toContain('001987654321');
  // Another tab (`?view=`) is not drawn.
  await page.goto(`${LINK}?view=history`);
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await context.close();

  // A guest: sent to log in, never drawn.
  const guest = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  expect((await servedHtml(guest, LINK)).html).not.toContain('money-funds');
  await guest.close();
});

test('after sign-out, the next load of /m/withdraw is not drawn', async ({ browser }) => {
  const { html } = await htmlAfterSignOut(browser, {
    link: LINK,
    login: 'player0',
    drawnAs: 'wallet:./WithdrawPage',
  });
  expect(html).not.toContain('data-drawn-page');
  expect(html).not.toContain('money-funds');
});
