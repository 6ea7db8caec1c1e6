import { STORAGE_KEYS } from './constants';

/** What a visitor id may look like (a UUID fits); anything else is replaced by a new one. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * This browser's visitor id: kept in local storage for good (guests and members alike, so logging in or
 * out never switches a canary version mid-visit). Without storage, one id for this page's life.
 */
export function visitorIdOf(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  newId: () => string,
): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(STORAGE_KEYS.visitor) ?? null;
  } catch {
    // Storage refused (privacy settings): fall through to a fresh id.
  }
  if (stored && VISITOR_ID.test(stored)) return stored;
  const id = newId();
  try {
    storage?.setItem(STORAGE_KEYS.visitor, id);
  } catch {
    // Not kept: the next load gets another id, which is still a valid choice.
  }
  return id;
}

/** 128 random bits as hex: `getRandomValues` works on plain http too (`randomUUID` needs a secure page). */
export function randomVisitorId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
