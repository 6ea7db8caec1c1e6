import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

export const QUOTA_KEY = ['agent', 'openAccountQuota'] as const;

/** How many accounts the agent may still open. */
export function useQuota() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...QUOTA_KEY, session?.id ?? null],
    queryFn: ({ signal }) => api.call('openAccountQuota', {}, { signal }),
  });
}
