import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const depositChannelsQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: ['wallet', 'deposit-channels', memberId],
    queryFn: ({ signal }) => api.call('depositChannels', {}, { signal }),
    enabled: memberId !== null,
  });

export function useDepositChannels() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(depositChannelsQuery(api, session?.id ?? null));
}
