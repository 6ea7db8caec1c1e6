import { useMount, useStreamValue } from '@mobile/react-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReportFilter } from '../report-range';

/** The team's bets in the range, newest first, page by page. */
export function useTeamBets(filter: ReportFilter) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    queryKey: ['agent', 'teamBets', session?.id ?? null, filter],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'teamBets',
        {
          startDate: filter.startDate,
          endDate: filter.endDate,
          pageNo: String(pageParam),
          ...(filter.username ? { username: filter.username } : {}),
        },
        { signal },
      ),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: session !== null,
  });
}
