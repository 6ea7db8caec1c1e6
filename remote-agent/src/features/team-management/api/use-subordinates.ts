import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { DOWNLINES_KEY } from './use-downlines';

/**
 * Direct and indirect downline counts (ODSFE2_Subordinate) of the agent, or of one member of its team.
 * Under the downlines key, so a move (which reads the lists again) reads the counts again too.
 */
export function useSubordinates(memberId?: number) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...DOWNLINES_KEY, session?.id ?? null, 'subordinate', memberId ?? null],
    queryFn: ({ signal }) =>
      api.call('subordinate', memberId === undefined ? {} : { memberId: String(memberId) }, { signal }),
    enabled: session !== null,
  });
}
