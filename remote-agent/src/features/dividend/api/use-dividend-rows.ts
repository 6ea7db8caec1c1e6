import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Closed periods: the agent's own ('own') or what its direct downline agents are due ('downlines'). */
export function useDividendRows(scope: 'own' | 'downlines') {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'queryDividend', { scope }, { member: session?.id ?? null }),
  });
}
