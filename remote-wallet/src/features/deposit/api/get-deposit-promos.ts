import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const depositPromosQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: ['wallet', 'deposit-promos', memberId],
    queryFn: ({ signal }) => api.call('depositPromos', {}, { signal }),
    enabled: memberId !== null,
  });

export function useDepositPromos() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(depositPromosQuery(api, session?.id ?? null));
}
