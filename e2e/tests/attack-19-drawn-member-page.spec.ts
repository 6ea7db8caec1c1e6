import { htmlFor, othersThan, ownDrawnPage } from '../support/drawn-member-pages';
import { type MintedSession, mintSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Attack 19 in the page (docs/decisions/0641, 0642): member A's /m/member/home drawn in its HTML from A's
 * draw cookie. The HTML is A's alone: sent private, no-store (no cache keeps it), and no other visitor
 * gets A's name or balance in theirs: not a guest, not a browser holding A's hints without the cookie, not
 * member B holding A's stolen draw cookie beside their own hint, not B with their own cookie. The same for
 * A's /m/voucherCenter (0671) and /m/withdraw (0681), and an agent's /m/agent (0661).
 */
const BALANCE = /data-testid="member-centre-balance"[^>]*>([^<]+)</;

let a: MintedSession;
let b: MintedSession;
test.beforeAll(async () => {
  a = await mintSession('player1');
  b = await mintSession('player0');
});

test("a drawn member page is private, no-store, and no one else gets the member's name or balance", async ({
  browser,
}) => {
  const link = '/m/member/home';
  const mine = await ownDrawnPage(browser, a, link);
  expect(mine.cacheControl).toBe('private, no-store');
  expect(mine.html).toContain('data-drawn-page="member:./MemberCentrePage"');
  expect(mine.html).toContain(a.userName);
  expect(BALANCE.exec(mine.html)?.[1] ?? '').toMatch(/\d\.\d\d$/);

  for (const [who, cookies] of othersThan(a, b, mine.stolen)) {
    const { html, cacheControl } = await htmlFor(browser, cookies, link);
    expect({ who, drawn: html.includes('member-centre-balance') }).toEqual({ who, drawn: false });
    expect({ who, name: html.includes(a.userName) }).toEqual({ who, name: false });
    expect(cacheControl, who).toMatch(/^private, no-(cache|store)$/);
  }

  // B with their own draw cookie: B's page, nothing of A's.
  const theirs = await ownDrawnPage(browser, b, link);
  expect(theirs.cacheControl).toBe('private, no-store');
  expect(theirs.html).toContain(b.userName);
  expect(theirs.html).not.toContain(a.userName);
});

test("a member's drawn deposit page (0671) is private, no-store, and drawn for nobody else", async ({
  browser,
}) => {
  const link = '/m/voucherCenter';
  const mine = await ownDrawnPage(browser, a, link);
  expect(mine.cacheControl).toBe('private, no-store');
  expect(mine.html).toContain('data-drawn-page="wallet:./DepositPage"');

  for (const [who, cookies] of othersThan(a, b, mine.stolen)) {
    const { html } = await htmlFor(browser, cookies, link);
    expect({ who, drawn: html.includes('data-drawn-page') }).toEqual({ who, drawn: false });
  }
});

test("an agent's drawn home (0661) is private, no-store, and drawn for nobody else", async ({ browser }) => {
  const link = '/m/agent';
  const agent = await mintSession('agent41');
  const mine = await ownDrawnPage(browser, agent, link);
  expect(mine.cacheControl).toBe('private, no-store');
  expect(mine.html).toContain('data-drawn-page="agent:./AgentHomePage"');
  expect(mine.html).toContain('agent41');

  for (const [who, cookies] of othersThan(agent, b, mine.stolen)) {
    const { html } = await htmlFor(browser, cookies, link);
    expect({ who, drawn: html.includes('data-drawn-page'), named: html.includes('agent41') }).toEqual({
      who,
      drawn: false,
      named: false,
    });
  }
});

test("a member's drawn withdraw page (0681) is private, no-store, masked, and drawn for nobody else", async ({
  browser,
}) => {
  const link = '/m/withdraw';
  const mine = await ownDrawnPage(browser, a, link);
  expect(mine.cacheControl).toBe('private, no-store');
  expect(mine.html).toContain('data-drawn-page="wallet:./WithdrawPage"');
  // A's card number (seeded) never in the HTML, masked or not.
  expect(mine.html).not.toContain('3090555512');

  for (const [who, cookies] of othersThan(a, b, mine.stolen)) {
    const { html } = await htmlFor(browser, cookies, link);
    expect({ who, drawn: html.includes('data-drawn-page') }).toEqual({ who, drawn: false });
  }
});
