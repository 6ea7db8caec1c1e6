import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { DOWNLINES_KEY } from './use-downlines';

/**
 * The agent's direct and indirect downline counts (ODSFE2_Subordinate). Under the downlines key, so a
 * move (which reads the lists again) reads the counts again too.
 */
export function useSubordinates() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...DOWNLINES_KEY, session?.id ?? null, 'subordinate'],
    queryFn: ({ signal }) => api.call('subordinate', {}, { signal }),
    enabled: session !== null,
  });
}
