import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { SALARY_KEY } from './use-salary-contract';

/** Today's salary so far: the team's stakes and active members against the contract. */
export function useCurrentSalary() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...SALARY_KEY, 'current', session?.id ?? null],
    queryFn: ({ signal }) => api.call('currentDailySalary', {}, { signal }),
  });
}
