import { isAgent } from '@mobile/shared-contracts';
import type { Session } from '../sessions/session-store';

/** SPEC 3 content types; banners (B) carry no read state worth a badge. */
export const BANNER_TYPE = 'B';
export const AGENT_TYPE = 'A';
export const HOT_NEWS_TYPE = 'H';

export function parseTypes(types: string): string[] {
  return [...new Set(types.split(','))];
}

/** Agent notices are for agents only (SPEC 6: session types other than 0, 4, 40). */
export function visibleTypes(types: string[], session: Session | null): string[] {
  return types.filter((type) => type !== AGENT_TYPE || (session !== null && isAgent(session.type)));
}

export function countsAsUnread(item: { type: string; read: boolean }): boolean {
  return !item.read && item.type !== BANNER_TYPE;
}
