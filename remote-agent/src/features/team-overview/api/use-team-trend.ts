import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../kpi-periods';

/** One point per day for the trend chart (TeamKPIB). */
export function useTeamTrend(range: DayRange) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: ['agent', 'teamKpiB', session?.id ?? null, range.startDate, range.endDate],
    queryFn: ({ signal }) => api.call('teamKpiB', range, { signal }),
    select: (trend) => trend.points,
    enabled: session !== null,
  });
}
