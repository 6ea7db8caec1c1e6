import type { Game } from '@mobile/shared-contracts';
import { pathOf } from '@mobile/shared-contracts';

/** The games remote's launch contract: /m/gameFrame with category, vendor, node and game code. */
export function gameLaunchHref(
  category: string,
  game: Pick<Game, 'vassalage' | 'nodeId' | 'gameCode'>,
): string {
  const query = new URLSearchParams({
    gameType: category,
    vassalage: game.vassalage,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
  });
  return `${pathOf('gameFrame')}?${query}`;
}
