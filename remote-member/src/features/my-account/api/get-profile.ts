import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getMemberProfile = (api: ApiClient, signal?: AbortSignal) =>
  api.call('memberProfile', {}, { signal });

/** Personal data: keyed by the member, so another login never sees it. */
export const getMemberProfileQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: ['member-profile', memberId],
    queryFn: ({ signal }) => getMemberProfile(api, signal),
    enabled: memberId !== null,
  });

export function useMemberProfile() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getMemberProfileQuery(api, session ? session.id : null));
}
