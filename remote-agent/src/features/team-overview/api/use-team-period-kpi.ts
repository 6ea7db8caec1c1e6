import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../kpi-periods';

/** The team's figures for one period (TeamKPIA). */
export function useTeamPeriodKpi(range: DayRange) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'teamKpiA', range, { member: session?.id ?? null }),
    enabled: session !== null,
  });
}
