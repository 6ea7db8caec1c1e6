import type { LaunchTarget } from '../launch-href';
import { launcherFor } from '../rules/launcher';
import { useFreePlayLaunch } from './use-free-play-launch';
import { type LaunchRequest, useLaunchGame } from './use-launch-game';

/** The generic launcher's request: category, vendor, game, free-play flag (SPEC 4). */
export function launchRequest(target: LaunchTarget): LaunchRequest {
  return {
    gameType: target.gameType,
    vassalage: target.vassalage,
    ...(target.nodeId ? { nodeId: target.nodeId } : {}),
    ...(target.gameCode ? { gameCode: target.gameCode } : {}),
    ...(target.freePlay ? { supportPlay: '1' as const } : {}),
    ...(target.matchId ? { matchId: target.matchId } : {}),
    isGameH5: '1',
  };
}

/** The launch of the game frame: free play through `GCS_gameLaunchFB`, else `launchGame` (one runs). */
export function useGameLaunch(target: LaunchTarget | null, sessionType: number | undefined) {
  const launcher = target ? launcherFor(sessionType, target.gameType) : null;
  const generic = useLaunchGame(target && launcher === 'launchGame' ? launchRequest(target) : null);
  const freePlay = useFreePlayLaunch(target && launcher === 'freePlayLaunch' ? launchRequest(target) : null);
  return launcher === 'freePlayLaunch' ? freePlay : generic;
}
