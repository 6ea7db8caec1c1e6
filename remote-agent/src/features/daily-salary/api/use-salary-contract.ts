import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The agent's accepted daily salary contract, or null without one. */
export function useSalaryContract() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'dailySalaryContract', {}, { member: session?.id ?? null }),
  });
}
