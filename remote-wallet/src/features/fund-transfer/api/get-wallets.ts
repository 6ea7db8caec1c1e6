import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getWallets = (api: ApiClient, signal?: AbortSignal) => api.call('wallet', {}, { signal });

export const walletsQuery = (api: ApiClient, sessionId: number | null) =>
  queryOptions({
    queryKey: ['wallet', 'balances', sessionId],
    queryFn: ({ signal }) => getWallets(api, signal),
  });

/** The main wallet and each vendor wallet's balance. */
export function useWallets() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(walletsQuery(api, session?.id ?? null));
}
