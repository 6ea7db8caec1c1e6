import { DRAW_COOKIE, FRAME_COOKIES } from '@mobile/shared-contracts';

/**
 * What a member page's drawing needs from the page request (docs/decisions/0641, 0642): the draw-only
 * credential and the shell's hints beside it. Handed to the draw read only: never kept, logged or drawn.
 */
export interface MemberDraw {
  /** The `mc_draw` cookie's value (httpOnly, SameSite=Strict, path /m: only a page request carries it). */
  token: string;
  /** The `mc_member` hint: the member the shell says is signed in on this browser now. */
  member: string;
  /** The `mc_balance_hidden` hint: the balance hide/show choice the page will read from its storage. */
  balanceHidden: boolean;
  /**
   * The `mc_tz` hint: the browser's IANA time zone, where the shell wrote a zone this server knows. /m/agent's
   * drawing greets by its hour and counts its day (docs/decisions/0661); absent, that page is not drawn.
   */
  timeZone?: string;
}

/** The platform's draw tokens (platform-api draw-token.ts); anything else is no credential. */
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;
const MEMBER_ID = /^\d{1,12}$/;

/**
 * The request's member draw, or null unless it has all of it: the sign-in hint, the draw cookie, the member
 * hint and the balance hint (a browser whose shell has not written that hint yet gets the plain frame: the
 * server cannot know whether the member hid their balance). Null costs no call. `cookies` is the page
 * request's cookie header as `frameRequestOf` parsed it.
 */
export function memberDrawOf(cookies: ReadonlyMap<string, string>): MemberDraw | null {
  const token = cookies.get(DRAW_COOKIE) ?? '';
  const member = cookies.get(FRAME_COOKIES.member) ?? '';
  const balance = cookies.get(FRAME_COOKIES.balanceHidden);
  if (cookies.get(FRAME_COOKIES.signedIn) !== '1' || !TOKEN.test(token) || !MEMBER_ID.test(member))
    return null;
  if (balance !== '0' && balance !== '1') return null;
  const timeZone = knownTimeZone(cookies.get(FRAME_COOKIES.timeZone));
  return { token, member, balanceHidden: balance === '1', ...(timeZone ? { timeZone } : {}) };
}

const TIME_ZONE = /^[A-Za-z0-9_+/-]{1,64}$/;

/** The hint's zone when it is one this server's Intl knows (`Asia/Manila`, `UTC`), else undefined. */
function knownTimeZone(hint: string | undefined): string | undefined {
  if (!hint || !TIME_ZONE.test(hint)) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: hint });
    return hint;
  } catch {
    return undefined;
  }
}
