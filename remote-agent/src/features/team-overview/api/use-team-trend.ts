import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../kpi-periods';

/** One point per day for the trend chart (TeamKPIB). */
export function useTeamTrend(range: DayRange) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'teamKpiB', range, { member: session?.id ?? null }),
    select: (trend) => trend.points,
    enabled: session !== null,
  });
}
