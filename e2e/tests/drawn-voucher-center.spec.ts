import type { Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
import { htmlAfterSignOut, servedHtml } from '../support/drawn-member-pages';
import { frameHintCookies, issueDrawCookie, type MintedSession, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0671: a member's /m/voucherCenter arrives drawn in its HTML from their draw read (the draw
 * cookie, 0641): the channels (the amount options, its largest paint), the amount field with its limits in
 * the member's currency, the promotions. The shell keeps the drawing (inert: a form) until the parcel has
 * its channels, promotions and wallet, and swaps it in one step: the options in their place in every frame,
 * no layout shift, no console error. Without the cookie, the plain frame; nothing of the member after sign-out.
 */
const LINK = '/m/voucherCenter';
const OPTION = '.money-option';
const VIEWPORT = { width: 412, height: 915 };

/** The page's boxes and words, as drawn and as the parcel commits them. */
const deposit = async (page: Page) => ({
  form: await page.locator('.money-form').boundingBox(),
  options: await page.locator(OPTION).allTextContents(),
  optionTop: (await page.locator(OPTION).first().boundingBox())?.y,
  checked: await page.locator(`${OPTION} input:checked`).count(),
  limits: await page.locator('.money-field .money-hint').first().textContent(),
  submit: await page.locator('.money-submit').boundingBox(),
  submitText: await page.locator('.money-submit').textContent(),
  pages: await page.locator('.money-page').count(),
  splashes: await page.locator('.boot-splash').count(),
});

let player1: MintedSession;
test.beforeAll(async () => {
  player1 = await mintSession('player1');
});

test("a member's /m/voucherCenter is drawn in its HTML from their draw cookie and kept until the parcel draws it (0671)", async ({
  browser,
}) => {
  const { drawn, swapped, frames, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'wallet',
    watched: OPTION,
    read: deposit,
    member: player1,
    drawCookie: true,
  });
  expect(drawn.splashes).toBe(0);
  expect(drawn.pages).toBe(1);
  expect(drawn.options.length).toBeGreaterThan(0);
  // The member's currency, never the default one first.
  expect(drawn.limits).toMatch(/₱[\d,]+\.\d\d/);
  // The parcel's own page: the same boxes and words.
  expect(swapped).toEqual(drawn);
  expect(
    frames.filter((frame) => frame.shown !== drawn.options.length || frame.top !== drawn.optionTop),
    'frames without the options in their place',
  ).toEqual([]);
  await context.close();
});

test('the drawn deposit page is private, no-store and inert; without the draw cookie, the plain frame', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await context.addCookies(frameHintCookies(player1, SITE.origin));
  const plain = await servedHtml(context, LINK);
  expect(plain.html).not.toContain('data-drawn-page');
  expect(plain.html).not.toContain('money-option');

  await issueDrawCookie(context, player1, SITE.origin);
  const page = await context.newPage();
  const response = await page.goto(LINK);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator(`[data-drawn-page] ${OPTION}`).first()).toBeAttached();
  await expect(page.locator('[data-drawn-page="wallet:./DepositPage"]')).toHaveAttribute('inert', '');
  // The gateway's return (`?order=`) asks its own calls: not drawn.
  await page.goto(`${LINK}?order=DABCDEFGH12`);
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await context.close();

  // A guest: sent to log in, never drawn.
  const guest = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  expect((await servedHtml(guest, LINK)).html).not.toContain('money-option');
  await guest.close();
});

test('after sign-out, the next load of /m/voucherCenter is not drawn', async ({ browser }) => {
  const { html } = await htmlAfterSignOut(browser, {
    link: LINK,
    login: 'player1',
    drawnAs: 'wallet:./DepositPage',
  });
  expect(html).not.toContain('data-drawn-page');
  expect(html).not.toContain('money-option');
});
