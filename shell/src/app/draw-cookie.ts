import type { ApiClient } from '@mobile/shared-contracts';
import type { ShellBus } from '../session/create-bus';
import { afterStartSettles } from './after-start-settles';

/** This tab asked for the draw cookie of the member signed in now (their id); gone at sign-out. */
const ASKED_KEY = 'mc_draw_asked';

/**
 * Keeps the session's draw-only cookie (docs/decisions/0641) set, so the server can draw a member page's
 * own data on the next load: asked for once a member is signed in (every sign-in path ends in `session$`),
 * and once per tab for a restored session (the cookie is httpOnly: the shell cannot see whether it is
 * there). The server clears it at sign-out. A refusal only means the next page is drawn by its JavaScript.
 */
export function startDrawCookie(
  bus: ShellBus,
  api: ApiClient,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.sessionStorage,
  deferFirst: (task: () => void) => void = afterStartSettles,
): void {
  let first = true;
  bus.session$.subscribe((session) => {
    const atStart = first;
    first = false;
    if (!session) {
      storage.removeItem(ASKED_KEY);
      return;
    }
    if (storage.getItem(ASKED_KEY) === String(session.id)) return;
    const ask = () => {
      // Still the same member when the deferred ask runs.
      if (bus.session$.getValue()?.id !== session.id) return;
      storage.setItem(ASKED_KEY, String(session.id));
      api.call('drawCookie', {}).catch(() => storage.removeItem(ASKED_KEY));
    };
    // At start the page's own calls go first; a sign-in later asks at once (its next page may be a member's).
    if (atStart) deferFirst(ask);
    else ask();
  });
}
