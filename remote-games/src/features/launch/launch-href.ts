import { pathOf } from '@mobile/shared-contracts';
/** What a tile, a hot game or a winner entry knows about the game it launches. */
export interface LaunchTarget {
  /** Category the game was chosen under (RNG, LIVE, LOTTERY…). */
  gameType: string;
  vassalage: string;
  nodeId?: string;
  gameCode?: string;
  /** Free-play (demo) launch where the vendor supports it. */
  freePlay?: boolean;
  /** A sports match the vendor's game opens on (the sports lobby, the hot matches). */
  matchId?: string;
}

export const GAME_FRAME_PATH = pathOf('gameFrame');

/**
 * The one link every launcher navigates to. The frame page reads it back, asks the server for the
 * launch URL and embeds it, so a launch survives reload, back and a shared link alike; guests are
 * sent to log in by the route guard and come back to the launch afterwards. A lottery game (gameType
 * LOTTERY) is moved on from there to the lotto frame with the lottery launcher (use-lottery-redirect.ts).
 */
export function launchHref(target: LaunchTarget): string {
  const query = new URLSearchParams({ gameType: target.gameType, vassalage: target.vassalage });
  if (target.nodeId) query.set('nodeId', target.nodeId);
  if (target.gameCode) query.set('gameCode', target.gameCode);
  if (target.freePlay) query.set('free', '1');
  if (target.matchId) query.set('matchId', target.matchId);
  return `${GAME_FRAME_PATH}?${query.toString()}`;
}
