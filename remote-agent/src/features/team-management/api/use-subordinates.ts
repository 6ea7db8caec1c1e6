import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * Direct and indirect downline counts (ODSFE2_Subordinate) of the agent, or of one member of its team.
 * Under the downlines key, so a move (which reads the lists again) reads the counts again too.
 */
export function useSubordinates(memberId?: number) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'subordinate', memberId === undefined ? {} : { memberId: String(memberId) }, {
      member: session?.id ?? null,
    }),
    enabled: session !== null,
  });
}
