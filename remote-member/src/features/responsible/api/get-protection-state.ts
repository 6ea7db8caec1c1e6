import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getProtectionStateQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'protectionState', {}, { member: memberId }),
    enabled: memberId !== null,
  });

export function useProtectionState() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getProtectionStateQuery(api, session ? session.id : null));
}
