import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient, Paged } from '@mobile/shared-contracts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

export const getMallItems = (api: ApiClient, signal?: AbortSignal) => api.call('mallItems', {}, { signal });

export const mallItemsQuery = (api: ApiClient, sessionId: number | null) =>
  queryOptions({
    queryKey: ['wallet', 'mall', sessionId],
    queryFn: ({ signal }) => getMallItems(api, signal),
  });

/** The member's points and the merchant's items. */
export function useMallItems() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(mallItemsQuery(api, session?.id ?? null));
}

export const getRedemptions = (api: ApiClient, pageNo: number, signal?: AbortSignal) =>
  api.call('mallRedemptions', { pageNo: String(pageNo) }, { signal });

/** The member's redemptions, newest first, page by page. */
export function useRedemptions() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    queryKey: ['wallet', 'mall', 'redemptions', session?.id ?? null],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getRedemptions(api, pageParam, signal),
    getNextPageParam: (last: Paged<unknown>) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}
