import { type SessionInfo, STORAGE_KEYS } from '@mobile/shared-contracts';

function isSessionInfo(value: unknown): value is SessionInfo {
  const v = value as Partial<SessionInfo> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.merchantCode === 'string' &&
    typeof v.type === 'number'
  );
}

/** Session info kept under MC_SESSION_INFO; a corrupt entry is dropped rather than trusted. */
export function readSession(storage: Storage): SessionInfo | null {
  const raw = storage.getItem(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionInfo(parsed)) return parsed;
  } catch {
    // fall through: unreadable entries are removed below
  }
  storage.removeItem(STORAGE_KEYS.session);
  return null;
}

export function writeSession(storage: Storage, session: SessionInfo | null): void {
  if (session) storage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  else storage.removeItem(STORAGE_KEYS.session);
}
