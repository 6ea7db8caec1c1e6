import { MEMBER_TYPE } from '@mobile/shared-contracts';
import type { LaunchKey } from '../api/launch-options';
import { LOTTERY_CATEGORY } from './lottery-launch';

/**
 * Which launcher opens a game for this session: a free-play (type 4) session uses the free-play
 * launcher `GCS_gameLaunchFB`, everyone else the generic `/wps/game/launchGame`. A lottery that reaches
 * the generic frame keeps the generic launcher (the free-play one never opens lotteries).
 */
export function launcherFor(
  sessionType: number | undefined,
  gameType: string,
): Exclude<LaunchKey, 'lotteryLaunch'> {
  return sessionType === MEMBER_TYPE.FREE_PLAY && gameType !== LOTTERY_CATEGORY
    ? 'freePlayLaunch'
    : 'launchGame';
}
