import type { LotteryList } from '@mobile/shared-contracts';
import type { LottoQuery } from './launch-query';
import { prizeModeOf } from './prize-mode';

export const LOTTERY_CATEGORY = 'LOTTERY';

/**
 * SPEC 4: lottery vendors use the lottery launcher (vendor, game, prize mode, play type). The lotto
 * frame query of a lottery game, its first play type, or null when the list does not hold it.
 */
export function lotteryLaunch(list: LotteryList, nodeId: string): LottoQuery | null {
  const game = list.games.find((entry) => entry.nodeId === nodeId || entry.gameId === nodeId);
  if (!game) return null;
  return {
    mui: game.vendor,
    gameId: game.gameId,
    playType: game.playTypes[0] ?? 'trad',
    prizeMode: prizeModeOf(list.prizeModeMapping),
    pageBack: false,
  };
}
