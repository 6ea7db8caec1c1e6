import { useMount } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lotteryListOptions } from '../../lottery';
import type { LaunchTarget } from '../launch-href';
import { lottoHref } from '../rules/launch-query';
import { LOTTERY_CATEGORY, lotteryLaunch } from '../rules/lottery-launch';

/**
 * A lottery game reaching the generic game frame (a tile, a hot game, a winner) moves on to the lotto
 * frame. True while that is being decided or done; a game the lottery list lacks, or a failed list,
 * falls back to the generic launch.
 */
export function useLotteryRedirect(target: LaunchTarget | null): boolean {
  const { api, i18n, navigate } = useMount();
  const nodeId = target?.gameType === LOTTERY_CATEGORY ? target.nodeId : undefined;
  const list = useQuery({ ...lotteryListOptions(api, i18n.language), enabled: nodeId !== undefined });
  const lotto = nodeId && list.data ? lotteryLaunch(list.data, nodeId) : null;
  const href = lotto ? lottoHref(lotto) : null;
  useEffect(() => {
    if (href) navigate(href, { replace: true });
  }, [href, navigate]);
  return nodeId !== undefined && (list.isPending || href !== null);
}
