import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReportFilter } from '../report-range';

/** Each team member's money in the range (only members with activity). */
export function useTeamPnl(filter: ReportFilter) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(
      api,
      'teamPnl',
      {
        startDate: filter.startDate,
        endDate: filter.endDate,
        ...(filter.username ? { username: filter.username } : {}),
      },
      { member: session?.id ?? null },
    ),
    select: (pnl) => pnl.rows,
    enabled: session !== null,
  });
}
