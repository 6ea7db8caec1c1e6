import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

export const SALARY_KEY = ['agent', 'dailySalary'] as const;

/** The agent's accepted daily salary contract, or null without one. */
export function useSalaryContract() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...SALARY_KEY, 'contract', session?.id ?? null],
    queryFn: ({ signal }) => api.call('dailySalaryContract', {}, { signal }),
  });
}
