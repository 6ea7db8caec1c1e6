import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { DIVIDEND_KEY } from './use-dividend-contract';

/** Closed periods: the agent's own ('own') or what its direct downline agents are due ('downlines'). */
export function useDividendRows(scope: 'own' | 'downlines') {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...DIVIDEND_KEY, 'rows', scope, session?.id ?? null],
    queryFn: ({ signal }) => api.call('queryDividend', { scope }, { signal }),
  });
}
