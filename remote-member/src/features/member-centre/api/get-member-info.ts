import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Personal data: keyed by the member, so another login never sees it. */
export const getMemberInfoQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'memberInfo', {}, { member: memberId }),
    enabled: memberId !== null,
  });

export function useMemberInfo() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getMemberInfoQuery(api, session ? session.id : null));
}
