import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getMemberInfo = (api: ApiClient, signal?: AbortSignal) => api.call('memberInfo', {}, { signal });

/** Personal data: keyed by the member, so another login never sees it. */
export const getMemberInfoQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: ['member-info', memberId],
    queryFn: ({ signal }) => getMemberInfo(api, signal),
    enabled: memberId !== null,
  });

export function useMemberInfo() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getMemberInfoQuery(api, session ? session.id : null));
}
