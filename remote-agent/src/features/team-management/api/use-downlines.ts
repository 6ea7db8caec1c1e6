import { useMount, useStreamValue } from '@mobile/react-kit';
import { DOWNLINE_PAGE_SIZE, type DownlineScope } from '@mobile/shared-contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

export const DOWNLINES_KEY = ['agent', 'downlines'] as const;

/** The team's downlines page by page (direct or all), narrowed by name or nickname. */
export function useDownlines(scope: DownlineScope, keyword: string) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    queryKey: [...DOWNLINES_KEY, session?.id ?? null, scope, keyword],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'downlines',
        {
          scope,
          pageNo: String(pageParam),
          pageSize: String(DOWNLINE_PAGE_SIZE),
          ...(keyword ? { keyword } : {}),
        },
        { signal },
      ),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: session !== null,
  });
}
