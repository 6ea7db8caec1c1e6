import {
  BALANCE_HIDDEN_EVENT,
  FRAME_COOKIES,
  type FrameCookie,
  frameCookie,
  memberTypeOf,
  STORAGE_KEYS,
} from '@mobile/shared-contracts';
import type { ShellBus } from '../session/create-bus';
import { afterStartSettles } from './after-start-settles';

function write(name: FrameCookie, value: string | null, session = false): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
    document.cookie = frameCookie(name, value, { session, secure: window.location.protocol === 'https:' });
  } catch {
    // cookies blocked: the server draws the default frame, the shell then draws the right one
  }
}

/**
 * Keeps the server's frame hints (shared-contracts `FRAME_COOKIES`) in step with what the shell knows, so
 * the next page arrives drawn for this player's merchant, language and sign-in state (a member's pages by
 * member type).
 */
export function startFrameHints(
  bus: ShellBus,
  merchantOverride: string | null,
  deferZone: (task: () => void) => void = afterStartSettles,
): void {
  write(FRAME_COOKIES.merchant, merchantOverride?.trim() || null);
  // Only the next page's member drawing reads the zone (0661), as it reads the draw cookie, asked for once the
  // start has settled too. Read then, the zone is not the start's first Intl call: that call sets up the
  // browser's Intl data, which the warm-up worker (0701) may not have done yet on a busy phone (0751).
  deferZone(() => write(FRAME_COOKIES.timeZone, browserTimeZone()));
  bus.language$.subscribe((language) => write(FRAME_COOKIES.language, language));
  bus.session$.subscribe((session) => {
    write(FRAME_COOKIES.signedIn, session ? '1' : null);
    write(FRAME_COOKIES.memberType, session ? String(memberTypeOf(session)) : null);
    // Cleared here at sign-out whatever the server answered: a draw cookie left behind draws nothing (0641).
    write(FRAME_COOKIES.member, session ? String(session.id) : null);
  });
}

/** The browser's IANA time zone, or null where the browser names none (docs/decisions/0661). */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The download bar was closed for this browser session: the server leaves it out too. */
export function hintDownloadBarClosed(): void {
  write(FRAME_COOKIES.downloadClosed, '1', true);
}

/**
 * The balance hide/show choice as a frame hint, written now and after every change (both balance hooks, the
 * shell's and the member centre's, tell the window by BALANCE_HIDDEN_EVENT after writing it): a member page
 * drawn by the server then shows the amount, or its mask, exactly as the page will (docs/decisions/0642).
 */
export function startBalanceHiddenHint(storage: Storage): void {
  const hint = () => {
    let choice: '1' | '0' | null;
    try {
      choice = storage.getItem(STORAGE_KEYS.balanceHidden) === '1' ? '1' : '0';
    } catch {
      choice = null; // storage unreadable: no hint, so no member page is drawn with a guessed choice
    }
    write(FRAME_COOKIES.balanceHidden, choice);
  };
  hint();
  window.addEventListener(BALANCE_HIDDEN_EVENT, hint);
}
