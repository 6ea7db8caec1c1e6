import { ENDPOINTS, FRAME_COOKIES } from '@mobile/shared-contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { operator } from './operator';

/** What `operator session` prints: the front end's MC_SESSION_INFO. */
export interface MintedSession {
  token: string;
  merchantCode: string;
  id: number;
  userName: string;
  type: number;
  firstTimeLogin: boolean | number;
}

/** A fresh server session for a seeded user (all demo users live on every demo merchant). */
export function mintSession(user: string, merchant = 'demo'): Promise<MintedSession> {
  return operator<MintedSession>('session', '--user', user, '--merchant', merchant);
}

/** Puts the session in local storage before any page script runs, as a logged-in browser would have it. */
export async function storeSession(page: Page, session: MintedSession): Promise<void> {
  await page.addInitScript((info) => {
    window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
  }, session);
}

/**
 * The frame hints the shell writes for a signed-in player (shared-contracts `FRAME_COOKIES`, written by
 * shell/src/app/frame-hints.ts), as a returning member's browser holds them: the server then draws the
 * member's page in its HTML (issue 34). The balance shown (the shell writes that hint at every start, and
 * the stored session has no hidden balance): with the draw cookie, the member centre is drawn too (0642),
 * and with the time zone, an agent's /m/agent (0661).
 */
export function frameHintCookies(
  session: MintedSession,
  origin: string,
): { name: string; value: string; url: string }[] {
  return [
    { name: FRAME_COOKIES.signedIn, value: '1', url: `${origin}/m/` },
    { name: FRAME_COOKIES.memberType, value: String(session.type), url: `${origin}/m/` },
    { name: FRAME_COOKIES.member, value: String(session.id), url: `${origin}/m/` },
    { name: FRAME_COOKIES.balanceHidden, value: '0', url: `${origin}/m/` },
    // The browser's zone: the tests' browser runs in this process's zone (no `timezoneId` is set).
    {
      name: FRAME_COOKIES.timeZone,
      value: encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone),
      url: `${origin}/m/`,
    },
  ];
}

/**
 * The session's draw-only cookie (docs/decisions/0641), had the way the shell has it after a sign-in: the
 * same call with the bearer token, made from the browser context so its Set-Cookie (httpOnly, SameSite=Strict,
 * path /m) lands in that context's cookie jar.
 */
export async function issueDrawCookie(
  context: BrowserContext,
  session: MintedSession,
  origin: string,
): Promise<void> {
  const res = await context.request.post(`${origin}${ENDPOINTS.drawCookie.path}`, {
    headers: { authorization: `Bearer ${session.token}`, 'x-merchant-code': session.merchantCode },
    data: {},
  });
  if (!res.ok()) throw new Error(`draw cookie: ${res.status()}`);
}
