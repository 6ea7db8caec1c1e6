import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

/** The agent's own rebate: the most a new account or link may get. */
export function useRebateCeiling() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: ['agent', 'openAccountRebate', session?.id ?? null],
    queryFn: ({ signal }) => api.call('openAccountRebate', {}, { signal }),
  });
}
