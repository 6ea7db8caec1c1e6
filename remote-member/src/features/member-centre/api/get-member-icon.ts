import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The member's avatar and the site's avatars to choose from; keyed by the member. */
export const getMemberIconQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'memberIcon', {}, { member: memberId }),
    enabled: memberId !== null,
  });

export function useMemberIcon() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getMemberIconQuery(api, session ? session.id : null));
}
