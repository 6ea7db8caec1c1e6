import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The agent's income (dividend and rebate income) of the previous and the current period. */
export function useAgentIncome() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'agentIncome', {}, { member: session?.id ?? null }),
  });
}
