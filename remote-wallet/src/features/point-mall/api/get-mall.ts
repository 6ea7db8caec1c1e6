import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiPagesQuery, apiQuery, type Paged } from '@mobile/shared-contracts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

export const mallItemsQuery = (api: ApiClient, sessionId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'mallItems', {}, { member: sessionId }),
  });

/** The member's points and the merchant's items. */
export function useMallItems() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(mallItemsQuery(api, session?.id ?? null));
}

/** The member's redemptions, newest first, page by page. */
export function useRedemptions() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    ...apiPagesQuery(api, 'mallRedemptions', {}, { member: session?.id ?? null }),
    getNextPageParam: (last: Paged<unknown>) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}
