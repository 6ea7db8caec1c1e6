import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient, RewardStatus } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getRewards = (api: ApiClient, status: RewardStatus | null, signal?: AbortSignal) =>
  api.call('rewards', status ? { status } : {}, { signal });

export const rewardsQuery = (api: ApiClient, sessionId: number | null, status: RewardStatus | null) =>
  queryOptions({
    queryKey: ['wallet', 'rewards', sessionId, status ?? 'all'],
    queryFn: ({ signal }) => getRewards(api, status, signal),
  });

/** The member's rewards, all or of one status. */
export function useRewards(status: RewardStatus | null) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(rewardsQuery(api, session?.id ?? null, status));
}
