import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiPagesQuery, DOWNLINE_PAGE_SIZE, type DownlineScope } from '@mobile/shared-contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The team's downlines page by page (direct or all), narrowed by name or nickname. */
export function useDownlines(scope: DownlineScope, keyword: string) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    ...apiPagesQuery(
      api,
      'downlines',
      { scope, pageSize: String(DOWNLINE_PAGE_SIZE), ...(keyword ? { keyword } : {}) },
      { member: session?.id ?? null },
    ),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: session !== null,
  });
}
