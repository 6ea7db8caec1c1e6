import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReportFilter } from '../../team-reports/report-range';

/** The agent's rebate income in the range, by direct downline. */
export function useRebateIncome(filter: ReportFilter) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: ['agent', 'teamRebateIncome', session?.id ?? null, filter.startDate, filter.endDate],
    queryFn: ({ signal }) =>
      api.call('teamRebateIncome', { startDate: filter.startDate, endDate: filter.endDate }, { signal }),
    enabled: session !== null,
  });
}
