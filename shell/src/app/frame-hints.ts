import { FRAME_COOKIES, type FrameCookie, frameCookie, memberTypeOf } from '@mobile/shared-contracts';
import type { ShellBus } from '../session/create-bus';

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
export function startFrameHints(bus: ShellBus, merchantOverride: string | null): void {
  write(FRAME_COOKIES.merchant, merchantOverride?.trim() || null);
  bus.language$.subscribe((language) => write(FRAME_COOKIES.language, language));
  bus.session$.subscribe((session) => {
    write(FRAME_COOKIES.signedIn, session ? '1' : null);
    write(FRAME_COOKIES.memberType, session ? String(memberTypeOf(session)) : null);
    // Cleared here at sign-out whatever the server answered: a draw cookie left behind draws nothing (0641).
    write(FRAME_COOKIES.member, session ? String(session.id) : null);
  });
}

/** The download bar was closed for this browser session: the server leaves it out too. */
export function hintDownloadBarClosed(): void {
  write(FRAME_COOKIES.downloadClosed, '1', true);
}
