import { DRAW_COOKIE, FRAME_COOKIES } from '@mobile/shared-contracts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectMounted } from './frame';
import { frameHintCookies, issueDrawCookie, type MintedSession, mintSession } from './session';
import { SITE } from './site';
import { expect } from './test';

/**
 * What the journeys and attacks of the members' own drawn pages share (decisions 0642, 0661, 0671, 0681):
 * the HTML a visitor is sent, the member's own drawn page and their draw cookie, the visitors who must get
 * nothing of it, and a sign-out before the next load.
 */

/** The HTML the server sends for `link` in `context` (on a page of its own, closed after) and its caching. */
export async function servedHtml(
  context: BrowserContext,
  link: string,
): Promise<{ html: string; cacheControl?: string }> {
  const page = await context.newPage();
  const response = await page.goto(link);
  const html = (await response?.text()) ?? '';
  const cacheControl = response?.headers()['cache-control'];
  await page.close();
  return { html, cacheControl };
}

/** A cookie as a visitor sends it under /m. */
type CookieValue = { name: string; value: string };

/** `member`'s page at `link`, drawn from their draw cookie: its HTML, its caching, and the cookie's value. */
export async function ownDrawnPage(
  browser: Browser,
  member: MintedSession,
  link: string,
): Promise<{ html: string; cacheControl?: string; stolen: string }> {
  const own = await browser.newContext();
  await own.addCookies(frameHintCookies(member, SITE.origin));
  await issueDrawCookie(own, member, SITE.origin);
  const res = await own.request.get(`${SITE.origin}${link}`);
  const html = await res.text();
  const stolen = (await own.cookies()).find((cookie) => cookie.name === DRAW_COOKIE)?.value ?? '';
  expect(stolen).not.toBe('');
  await own.close();
  return { html, cacheControl: res.headers()['cache-control'], stolen };
}

/** `session`'s hint cookies (who is signed in, their type, their time zone), as a visitor sends them. */
export const hintsOf = (session: MintedSession): CookieValue[] =>
  frameHintCookies(session, SITE.origin).map(({ name, value }) => ({ name, value }));

/**
 * The visitors who must get nothing of `owner`'s drawn page (attack 19): a guest, a browser holding the
 * owner's hints without the draw cookie, the owner's stolen draw cookie without the member hint, and
 * `other` holding their own hints beside the owner's stolen draw cookie.
 */
export function othersThan(
  owner: MintedSession,
  other: MintedSession,
  stolen: string,
): [who: string, cookies: CookieValue[]][] {
  return [
    ['a guest', []],
    ["the owner's hints without the draw cookie", hintsOf(owner)],
    [
      "the owner's draw cookie without the member hint",
      [
        { name: DRAW_COOKIE, value: stolen },
        ...hintsOf(owner).filter((c) => c.name !== FRAME_COOKIES.member),
      ],
    ],
    [
      "another member's hints with the owner's stolen draw cookie",
      [...hintsOf(other), { name: DRAW_COOKIE, value: stolen }],
    ],
  ];
}

/** The HTML and caching of `link` for a visitor sending exactly `cookies` under /m. */
export async function htmlFor(
  browser: Browser,
  cookies: CookieValue[],
  link: string,
): Promise<{ html: string; cacheControl?: string }> {
  const context = await browser.newContext();
  if (cookies.length > 0)
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: `${SITE.origin}/m/` })));
  const res = await context.request.get(`${SITE.origin}${link}`);
  const answer = { html: await res.text(), cacheControl: res.headers()['cache-control'] };
  await context.close();
  return answer;
}

/**
 * `login` (a fresh session) has `link` drawn, then signs out where the page offers it (the member centre),
 * as a member does; `beforeSignOut` reads, on the member centre, what must not come back. Hands back the
 * HTML of the next load of `link`, and the session.
 */
export async function htmlAfterSignOut(
  browser: Browser,
  options: { link: string; login: string; drawnAs: string },
  beforeSignOut: (page: Page) => Promise<void> = async () => {},
): Promise<{ html: string; session: MintedSession }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const session = await mintSession(options.login);
  await context.addCookies(frameHintCookies(session, SITE.origin));
  await issueDrawCookie(context, session, SITE.origin);
  await context.addInitScript((info) => {
    if (!sessionStorage.getItem('signed-out'))
      window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
  }, session);
  const page = await context.newPage();
  const drawn = await page.request.get(`${SITE.origin}${options.link}`);
  expect(await drawn.text()).toContain(`data-drawn-page="${options.drawnAs}"`);
  await page.goto('/m/member/home');
  await expectMounted(page, 'member');
  // The parcel's page, not the drawing (a tap on its buttons waits for the swap: 0691).
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  await beforeSignOut(page);
  await page.evaluate(() => sessionStorage.setItem('signed-out', '1'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const html = await (await page.request.get(`${SITE.origin}${options.link}`)).text();
  await context.close();
  return { html, session };
}
