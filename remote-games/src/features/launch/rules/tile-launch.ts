import { type Game, MEMBER_TYPE } from '@mobile/shared-contracts';
import { type LaunchTarget, launchHref } from '../launch-href';

export type TileLaunch = { kind: 'navigate'; to: string } | { kind: 'free-reject' };

/**
 * SPEC 4 generic launcher for a tile: category, vendor, game and the free-play flag. A free-play
 * member may open only games that support it; guests get the launch link, which the route guard
 * turns into /m/login?redirect=<link>, so they land in the game after logging in.
 */
export function tileLaunch(game: Game, gameType: string, memberType: number | null): TileLaunch {
  const freePlay = memberType === MEMBER_TYPE.FREE_PLAY;
  if (freePlay && !game.supportPlay) return { kind: 'free-reject' };
  const target: LaunchTarget = {
    gameType,
    vassalage: game.vassalage,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    ...(freePlay ? { freePlay: true } : {}),
  };
  return { kind: 'navigate', to: launchHref(target) };
}
