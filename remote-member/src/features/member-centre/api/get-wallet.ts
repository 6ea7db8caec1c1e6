import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getWallet = (api: ApiClient, signal?: AbortSignal) => api.call('wallet', {}, { signal });

/** Personal data: keyed by the member, so another login never sees it. */
export const getWalletQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: ['wallet', memberId],
    queryFn: ({ signal }) => getWallet(api, signal),
    enabled: memberId !== null,
  });

export function useWallet() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getWalletQuery(api, session ? session.id : null));
}
