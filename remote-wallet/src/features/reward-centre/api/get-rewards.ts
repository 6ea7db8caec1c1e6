import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery, type RewardStatus } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const rewardsQuery = (api: ApiClient, sessionId: number | null, status: RewardStatus | null) =>
  queryOptions({
    ...apiQuery(api, 'rewards', status ? { status } : {}, { member: sessionId }),
  });

/** The member's rewards, all or of one status. */
export function useRewards(status: RewardStatus | null) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(rewardsQuery(api, session?.id ?? null, status));
}
