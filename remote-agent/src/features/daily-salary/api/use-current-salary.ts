import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Today's salary so far: the team's stakes and active members against the contract. */
export function useCurrentSalary() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'currentDailySalary', {}, { member: session?.id ?? null }),
  });
}
