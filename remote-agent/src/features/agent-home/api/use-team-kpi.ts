import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { todayRange } from '../today-range';

/** Today's four team counters (teamKPIC footer). */
export function useTeamKpi() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const { startDate, endDate } = todayRange(new Date());
  return useQuery({
    ...apiQuery(api, 'teamKpiC', { startDate, endDate, size: 0 }, { member: session?.id ?? null }),
    select: (kpi) => kpi.footer,
    enabled: session !== null,
  });
}
