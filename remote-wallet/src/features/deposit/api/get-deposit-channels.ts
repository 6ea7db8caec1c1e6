import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const depositChannelsQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'depositChannels', {}, { member: memberId }),
    enabled: memberId !== null,
  });

export function useDepositChannels() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(depositChannelsQuery(api, session?.id ?? null));
}
