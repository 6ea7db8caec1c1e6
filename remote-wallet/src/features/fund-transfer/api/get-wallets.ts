import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const walletsQuery = (api: ApiClient, sessionId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'wallet', {}, { member: sessionId }),
  });

/** The main wallet and each vendor wallet's balance. */
export function useWallets() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(walletsQuery(api, session?.id ?? null));
}
