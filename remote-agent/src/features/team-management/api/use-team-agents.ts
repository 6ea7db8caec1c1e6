import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Agents of the team a downline can be moved under (the first 100; the agent itself is added by the form). */
export function useTeamAgents() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(
      api,
      'downlines',
      { scope: 'agents', pageNo: '1', pageSize: '100' },
      { member: session?.id ?? null },
    ),
    select: (page) => page.content,
    enabled: session !== null,
  });
}
