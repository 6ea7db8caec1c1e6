import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { DOWNLINES_KEY } from './use-downlines';

/** Agents of the team a downline can be moved under (the first 100; the agent itself is added by the form). */
export function useTeamAgents() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...DOWNLINES_KEY, session?.id ?? null, 'agents'],
    queryFn: ({ signal }) =>
      api.call('downlines', { scope: 'agents', pageNo: '1', pageSize: '100' }, { signal }),
    select: (page) => page.content,
    enabled: session !== null,
  });
}
