import { useMount, useStreamValue } from '@mobile/react-kit';
import type { RequestOf } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { launchOptions } from './launch-options';

export type LotteryLaunchRequest = RequestOf<'lotteryLaunch'>;

/** `/lgw/games/mobile`: the lottery page URL (signed ticket) for vendor, game, prize mode and play type. */
export function useLotteryLaunch(request: LotteryLaunchRequest | null) {
  const { api, bus } = useMount();
  const member = useStreamValue(bus.session$)?.id ?? null;
  return useQuery({
    ...launchOptions(api, 'lotteryLaunch', request ?? { vendor: '' }, member),
    enabled: request !== null,
  });
}
