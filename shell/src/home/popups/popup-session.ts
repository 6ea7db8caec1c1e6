import type { SessionInfo } from '@mobile/shared-contracts';

/** sessionStorage key of the sessions (guest, or one login) that have already seen the pop-ups. */
export const POPUPS_SEEN_KEY = 'mc_popups_seen';
/** The player asked not to see pop-ups again in this browser session, whoever logs in. */
export const ALL_SESSIONS = '*';
/** Enough for a tab that logs in and out a few times; older marks are dropped first. */
const MAX_MARKS = 8;

/**
 * Which session the pop-ups are shown once for: the visitor as a guest, then each login again (a new
 * token is a new session). Only the token's tail is kept, never the token.
 */
export function popupSessionKey(session: Pick<SessionInfo, 'id' | 'token'> | null): string {
  return session ? `m${session.id}:${session.token.slice(-8)}` : 'guest';
}

function readMarks(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(POPUPS_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((mark): mark is string => typeof mark === 'string') : [];
  } catch {
    return [];
  }
}

export function popupsSeen(storage: Storage, key: string): boolean {
  const marks = readMarks(storage);
  return marks.includes(key) || marks.includes(ALL_SESSIONS);
}

export function markPopupsSeen(storage: Storage, key: string): void {
  const marks = readMarks(storage).filter((mark) => mark !== key);
  try {
    storage.setItem(POPUPS_SEEN_KEY, JSON.stringify([...marks, key].slice(-MAX_MARKS)));
  } catch {
    // Storage full or blocked: the pop-ups may show again on the next visit to home, nothing worse.
  }
}
