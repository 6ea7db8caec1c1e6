import { UNREAD_BADGE_CAP } from './constants';

/** Text of an unread badge: nothing for 0 or less, '99+' above the cap. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}
