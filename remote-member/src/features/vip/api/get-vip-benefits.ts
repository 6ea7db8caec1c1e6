import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getVipBenefits = (api: ApiClient, signal?: AbortSignal) =>
  api.call('vipBenefits', {}, { signal });

/** Personal data: keyed by the member, so another login never sees it. */
export const getVipBenefitsQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: ['vip-benefits', memberId],
    queryFn: ({ signal }) => getVipBenefits(api, signal),
    enabled: memberId !== null,
  });

export function useVipBenefits() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getVipBenefitsQuery(api, session ? session.id : null));
}
