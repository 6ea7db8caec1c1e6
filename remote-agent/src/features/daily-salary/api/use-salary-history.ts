import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Each day of a range with its salary, newest first, and the range's total. */
export function useSalaryHistory(startDate: string, endDate: string) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'queryDailySalary', { startDate, endDate }, { member: session?.id ?? null }),
  });
}
