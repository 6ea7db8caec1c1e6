import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Personal data: keyed by the member, so another login never sees it. */
export const getMemberProfileQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'memberProfile', {}, { member: memberId }),
    enabled: memberId !== null,
  });

export function useMemberProfile() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getMemberProfileQuery(api, session ? session.id : null));
}
