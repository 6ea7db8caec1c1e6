import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../kpi-periods';

/** The team's figures for one period (TeamKPIA). */
export function useTeamPeriodKpi(range: DayRange) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: ['agent', 'teamKpiA', session?.id ?? null, range.startDate, range.endDate],
    queryFn: ({ signal }) => api.call('teamKpiA', range, { signal }),
    enabled: session !== null,
  });
}
