import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The agent's own rebate: the most a new account or link may get. */
export function useRebateCeiling() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'openAccountRebate', {}, { member: session?.id ?? null }),
  });
}
