import { DRAW_COOKIE, FRAME_COOKIES } from '@mobile/shared-contracts';
import type { Browser, BrowserContext } from '@playwright/test';
import { frameHintCookies, issueDrawCookie, type MintedSession, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Attack 19 in the page (docs/decisions/0641, 0642): member A's /m/member/home drawn in its HTML from A's
 * draw cookie. The HTML is A's alone: sent private, no-store (no cache keeps it), and no other visitor
 * gets A's name or balance in theirs: not a guest, not a browser holding A's hints without the cookie, not
 * member B holding A's stolen draw cookie beside their own hint, not B with their own cookie. The same for
 * A's /m/voucherCenter (0671) and /m/withdraw (0681), and an agent's /m/agent (0661).
 */
const LINK = `${SITE.origin}/m/member/home`;
const BALANCE = /data-testid="member-centre-balance"[^>]*>([^<]+)</;

let a: MintedSession;
let b: MintedSession;
test.beforeAll(async () => {
  a = await mintSession('player1');
  b = await mintSession('player0');
});

/** A context with the given cookies under /m (JavaScript is irrelevant: only the HTML is read). */
async function visitor(
  browser: Browser,
  cookies: { name: string; value: string }[],
): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (cookies.length > 0)
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: `${SITE.origin}/m/` })));
  return context;
}

const htmlOf = async (context: BrowserContext) => {
  const res = await context.request.get(LINK);
  return { html: await res.text(), cacheControl: res.headers()['cache-control'] };
};

test("a drawn member page is private, no-store, and no one else gets the member's name or balance", async ({
  browser,
}) => {
  const own = await browser.newContext();
  await own.addCookies(frameHintCookies(a, SITE.origin));
  await issueDrawCookie(own, a, SITE.origin);
  const mine = await htmlOf(own);
  expect(mine.cacheControl).toBe('private, no-store');
  expect(mine.html).toContain('data-drawn-page="member:./MemberCentrePage"');
  expect(mine.html).toContain(a.userName);
  const balance = BALANCE.exec(mine.html)?.[1] ?? '';
  expect(balance).toMatch(/\d\.\d\d$/);
  const stolen = (await own.cookies()).find((cookie) => cookie.name === DRAW_COOKIE)?.value ?? '';
  expect(stolen).not.toBe('');
  await own.close();

  const hintsOf = (session: MintedSession) =>
    frameHintCookies(session, SITE.origin).map(({ name, value }) => ({ name, value }));
  const others: [string, { name: string; value: string }[]][] = [
    ['a guest', []],
    ["A's hints without the draw cookie", hintsOf(a)],
    [
      "A's draw cookie without the member hint",
      [{ name: DRAW_COOKIE, value: stolen }, ...hintsOf(a).filter((c) => c.name !== FRAME_COOKIES.member)],
    ],
    ["B's hints with A's stolen draw cookie", [...hintsOf(b), { name: DRAW_COOKIE, value: stolen }]],
  ];
  for (const [who, cookies] of others) {
    const context = await visitor(browser, cookies);
    const { html, cacheControl } = await htmlOf(context);
    expect({ who, drawn: html.includes('member-centre-balance') }).toEqual({ who, drawn: false });
    expect({ who, name: html.includes(a.userName) }).toEqual({ who, name: false });
    expect(cacheControl, who).toMatch(/^private, no-(cache|store)$/);
    await context.close();
  }

  // B with their own draw cookie: B's page, nothing of A's.
  const theirs = await browser.newContext();
  await theirs.addCookies(frameHintCookies(b, SITE.origin));
  await issueDrawCookie(theirs, b, SITE.origin);
  const page = await htmlOf(theirs);
  expect(page.cacheControl).toBe('private, no-store');
  expect(page.html).toContain(b.userName);
  expect(page.html).not.toContain(a.userName);
  await theirs.close();
});

test("a member's drawn deposit page (0671) is private, no-store, and drawn for nobody else", async ({
  browser,
}) => {
  const deposit = `${SITE.origin}/m/voucherCenter`;
  const own = await browser.newContext();
  await own.addCookies(frameHintCookies(a, SITE.origin));
  await issueDrawCookie(own, a, SITE.origin);
  const mine = await own.request.get(deposit);
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  expect(await mine.text()).toContain('data-drawn-page="wallet:./DepositPage"');
  const stolen = (await own.cookies()).find((cookie) => cookie.name === DRAW_COOKIE)?.value ?? '';
  expect(stolen).not.toBe('');
  await own.close();

  const hintsOf = (session: MintedSession) =>
    frameHintCookies(session, SITE.origin).map(({ name, value }) => ({ name, value }));
  const others: [string, { name: string; value: string }[]][] = [
    ['a guest', []],
    ["A's hints without the draw cookie", hintsOf(a)],
    ["B's hints with A's stolen draw cookie", [...hintsOf(b), { name: DRAW_COOKIE, value: stolen }]],
  ];
  for (const [who, cookies] of others) {
    const context = await visitor(browser, cookies);
    const res = await context.request.get(deposit);
    expect({ who, drawn: (await res.text()).includes('data-drawn-page') }).toEqual({ who, drawn: false });
    await context.close();
  }
});

test("an agent's drawn home (0661) is private, no-store, and drawn for nobody else", async ({ browser }) => {
  const agentHome = `${SITE.origin}/m/agent`;
  const agent = await mintSession('agent41');
  const own = await browser.newContext();
  await own.addCookies(frameHintCookies(agent, SITE.origin));
  await issueDrawCookie(own, agent, SITE.origin);
  const mine = await own.request.get(agentHome);
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  const html = await mine.text();
  expect(html).toContain('data-drawn-page="agent:./AgentHomePage"');
  expect(html).toContain('agent41');
  const stolen = (await own.cookies()).find((cookie) => cookie.name === DRAW_COOKIE)?.value ?? '';
  expect(stolen).not.toBe('');
  await own.close();

  const hintsOf = (session: MintedSession) =>
    frameHintCookies(session, SITE.origin).map(({ name, value }) => ({ name, value }));
  const others: [string, { name: string; value: string }[]][] = [
    ['a guest', []],
    ["the agent's hints without the draw cookie", hintsOf(agent)],
    ["B's hints with the agent's stolen draw cookie", [...hintsOf(b), { name: DRAW_COOKIE, value: stolen }]],
  ];
  for (const [who, cookies] of others) {
    const context = await visitor(browser, cookies);
    const text = await (await context.request.get(agentHome)).text();
    expect({ who, drawn: text.includes('data-drawn-page'), named: text.includes('agent41') }).toEqual({
      who,
      drawn: false,
      named: false,
    });
    await context.close();
  }
});

test("a member's drawn withdraw page (0681) is private, no-store, masked, and drawn for nobody else", async ({
  browser,
}) => {
  const withdraw = `${SITE.origin}/m/withdraw`;
  const own = await browser.newContext();
  await own.addCookies(frameHintCookies(a, SITE.origin));
  await issueDrawCookie(own, a, SITE.origin);
  const mine = await own.request.get(withdraw);
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  const html = await mine.text();
  expect(html).toContain('data-drawn-page="wallet:./WithdrawPage"');
  // A's card number (seeded) never in the HTML, masked or not.
  expect(html).not.toContain('3090555512');
  const stolen = (await own.cookies()).find((cookie) => cookie.name === DRAW_COOKIE)?.value ?? '';
  expect(stolen).not.toBe('');
  await own.close();

  const hintsOf = (session: MintedSession) =>
    frameHintCookies(session, SITE.origin).map(({ name, value }) => ({ name, value }));
  const others: [string, { name: string; value: string }[]][] = [
    ['a guest', []],
    ["A's hints without the draw cookie", hintsOf(a)],
    ["B's hints with A's stolen draw cookie", [...hintsOf(b), { name: DRAW_COOKIE, value: stolen }]],
  ];
  for (const [who, cookies] of others) {
    const context = await visitor(browser, cookies);
    const res = await context.request.get(withdraw);
    expect({ who, drawn: (await res.text()).includes('data-drawn-page') }).toEqual({ who, drawn: false });
    await context.close();
  }
});
