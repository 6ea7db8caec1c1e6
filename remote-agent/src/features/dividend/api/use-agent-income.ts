import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { DIVIDEND_KEY } from './use-dividend-contract';

/** The agent's income (dividend and rebate income) of the previous and the current period. */
export function useAgentIncome() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...DIVIDEND_KEY, 'income', session?.id ?? null],
    queryFn: ({ signal }) => api.call('agentIncome', {}, { signal }),
  });
}
