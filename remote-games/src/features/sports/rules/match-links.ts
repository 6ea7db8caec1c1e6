import type { Match } from '@mobile/shared-contracts';
import { launchHref } from '../../launch';

/** A match opens its vendor's game on the match (guests log in first: the game frame's guard). */
export function matchHref(match: Pick<Match, 'id' | 'sport' | 'vassalage'>): string {
  return launchHref({
    gameType: match.sport === 'ESPORTS' ? 'ESPORTS' : 'SPORTS',
    vassalage: match.vassalage,
    gameCode: 'lobby',
    matchId: String(match.id),
  });
}

/** A vendor tile opens the vendor's lobby under its lobby category (SPORTS, ESPORTS or COCKFIGHT). */
export function vendorHref(category: string, vassalage: string): string {
  return launchHref({ gameType: category, vassalage });
}
