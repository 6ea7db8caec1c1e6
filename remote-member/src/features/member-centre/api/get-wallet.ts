import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Personal data: keyed by the member, so another login never sees it. */
export const getWalletQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'wallet', {}, { member: memberId }),
    enabled: memberId !== null,
  });

export function useWallet() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getWalletQuery(api, session ? session.id : null));
}
