/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useMount } from '@mobile/react-kit';
import { pathOf } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { LotteryList } from './lottery-list';

export const START_LOTTERY_PATH = pathOf('startLottery');
export const LOTTERY_PATH = pathOf('lottery');

/**
 * The lottery list, also behind /m/startLottery (SPEC 'referenced'): the quick start into it, whose
 * address is replaced with /m/lottery so back and a bookmark lead to the list itself.
 */
export function LotteryEntry() {
  const { location, navigate } = useMount();
  const quickStart = location.pathname === START_LOTTERY_PATH;
  useEffect(() => {
    if (quickStart) navigate(LOTTERY_PATH, { replace: true });
  }, [quickStart, navigate]);
  return <LotteryList />;
}
