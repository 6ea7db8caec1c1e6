import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { todayRange } from '../today-range';

/** Today's four team counters (teamKPIC footer). */
export function useTeamKpi() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const { startDate, endDate } = todayRange(new Date());
  return useQuery({
    queryKey: ['agent', 'teamKpiC', session?.id ?? null, startDate],
    queryFn: ({ signal }) => api.call('teamKpiC', { startDate, endDate, size: 0 }, { signal }),
    select: (kpi) => kpi.footer,
    enabled: session !== null,
  });
}
