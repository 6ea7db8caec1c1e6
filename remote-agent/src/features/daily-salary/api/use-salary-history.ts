import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { SALARY_KEY } from './use-salary-contract';

/** Each day of a range with its salary, newest first, and the range's total. */
export function useSalaryHistory(startDate: string, endDate: string) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...SALARY_KEY, 'history', session?.id ?? null, startDate, endDate],
    queryFn: ({ signal }) => api.call('queryDailySalary', { startDate, endDate }, { signal }),
  });
}
