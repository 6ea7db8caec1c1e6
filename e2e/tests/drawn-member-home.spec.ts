import type { Page } from '@playwright/test';
import { openDrawnTwice } from '../support/drawn-frames';
import { htmlAfterSignOut, servedHtml } from '../support/drawn-member-pages';
import { expectMounted } from '../support/frame';
import {
  frameHintCookies,
  issueDrawCookie,
  type MintedSession,
  mintSession,
  storeSession,
} from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Decision 0642: a member's /m/member/home arrives drawn in its HTML from their draw read (the draw cookie,
 * 0641), the account card and its balance included; the shell keeps the drawing until the parcel has its
 * member info, wallet and identity check, and swaps it in one step: the card in its place in every frame,
 * no layout shift, no console error. Without the cookie, the plain frame; never another member's data.
 */
const LINK = '/m/member/home';
const NAME = '.mc-card__name';
const VIEWPORT = { width: 412, height: 915 };

/** The page's boxes and words, as drawn and as the parcel commits them. */
const memberHome = async (page: Page) => ({
  card: await page.locator('.mc-card').boundingBox(),
  name: await page.locator(NAME).textContent(),
  nameTop: (await page.locator(NAME).boundingBox())?.y,
  account: await page.locator('.mc-card__account').textContent(),
  balance: await page.getByTestId('member-centre-balance').textContent(),
  identity: await page.locator('.identity-summary').textContent(),
  identityBox: await page.locator('.identity-summary').boundingBox(),
  grid: await page.locator('.mc-grid').boundingBox(),
  entries: await page.locator('.mc-grid__entry').count(),
  pages: await page.locator('.acct-page').count(),
  splashes: await page.locator('.boot-splash').count(),
});

let player1: MintedSession;
test.beforeAll(async () => {
  player1 = await mintSession('player1');
});

test("a member's /m/member/home is drawn in its HTML from their draw cookie and kept until the parcel draws it (0642)", async ({
  browser,
}) => {
  const { drawn, swapped, frames, context } = await openDrawnTwice(browser, {
    link: LINK,
    remote: 'member',
    watched: NAME,
    read: memberHome,
    member: player1,
    drawCookie: true,
  });
  expect(drawn.splashes).toBe(0);
  expect(drawn.pages).toBe(1);
  expect(drawn.account).toContain(player1.userName);
  expect(drawn.balance).toMatch(/\d\.\d\d$/);
  expect(drawn.identity).not.toContain('…');
  // The parcel's own page: the same boxes and words.
  expect(swapped).toEqual(drawn);
  expect(
    frames.filter((frame) => frame.shown !== 1 || frame.top !== drawn.nameTop),
    'frames without the name in its place',
  ).toEqual([]);
  await context.close();
});

test("the drawn member page is private, no-store; without the draw cookie, a member's page is the plain frame", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  await context.addCookies(frameHintCookies(player1, SITE.origin));
  // Signed in without the draw cookie: the frame only, nothing of the member.
  const plain = (await servedHtml(context, LINK)).html;
  expect(plain).not.toContain('data-drawn-page');
  expect(plain).not.toContain(`>${player1.userName}<`);
  expect(plain).not.toContain(`: ${player1.userName}`);

  await issueDrawCookie(context, player1, SITE.origin);
  const page = await context.newPage();
  const response = await page.goto(LINK);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator(`[data-drawn-page] ${NAME}`)).toBeAttached();
  await context.close();

  // A guest: sent to log in, never drawn.
  const guest = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  expect((await servedHtml(guest, LINK)).html).not.toContain('mc-card');
  await guest.close();
});

test("a tap on the drawn 'Hide balance' before the swap hides the balance once the parcel has the page (0691)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addCookies(frameHintCookies(player1, SITE.origin));
  await issueDrawCookie(context, player1, SITE.origin);
  const page = await context.newPage();
  await storeSession(page, player1);
  // The parcel's wallet call is held until the tap: the drawing stays on screen meanwhile (0642).
  let answerWallet: () => void = () => undefined;
  const walletAnswered = new Promise<void>((resolve) => {
    answerWallet = resolve;
  });
  await page.route('**/wps/wallets/gcs*', async (route) => {
    await walletAnswered;
    await route.continue();
  });
  await page.goto(LINK);
  // The shell has started and keeps the drawing in the page's area (its own host beside it, hidden).
  await expect(page.locator('.remote-area__host:not([data-drawn-page])')).toBeAttached();
  const drawn = page.locator('[data-drawn-page]');
  await drawn.getByRole('button', { name: 'Hide balance' }).click();
  await expect(drawn.getByTestId('member-centre-balance'), 'the drawing itself does not change').toHaveText(
    /\d\.\d\d$/,
  );
  answerWallet();
  await expectMounted(page, 'member');
  await expect(drawn).toHaveCount(0);
  await expect(page.getByTestId('member-centre-balance')).toHaveText(/\*\*\*\*$/);
  await expect(page.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('after sign-out, the next load of /m/member/home has no member data', async ({ browser }) => {
  let balance = '';
  const { html, session } = await htmlAfterSignOut(
    browser,
    { link: LINK, login: 'player1', drawnAs: 'member:./MemberCentrePage' },
    async (page) => {
      balance = (await page.getByTestId('member-centre-balance').textContent()) ?? '';
    },
  );
  expect(html).not.toContain('data-drawn-page');
  expect(html).not.toContain(`: ${session.userName}`);
  expect(html).not.toContain(balance);
});
