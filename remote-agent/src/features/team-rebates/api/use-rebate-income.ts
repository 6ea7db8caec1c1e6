import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReportFilter } from '../../team-reports';

/** The agent's rebate income in the range, by direct downline. */
export function useRebateIncome(filter: ReportFilter) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(
      api,
      'teamRebateIncome',
      { startDate: filter.startDate, endDate: filter.endDate },
      { member: session?.id ?? null },
    ),
    enabled: session !== null,
  });
}
