import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiPagesQuery } from '@mobile/shared-contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReportFilter } from '../report-range';

/** The team's bets in the range, newest first, page by page. */
export function useTeamBets(filter: ReportFilter) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    ...apiPagesQuery(
      api,
      'teamBets',
      {
        startDate: filter.startDate,
        endDate: filter.endDate,
        ...(filter.username ? { username: filter.username } : {}),
      },
      { member: session?.id ?? null },
    ),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: session !== null,
  });
}
