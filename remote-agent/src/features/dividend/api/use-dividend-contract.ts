import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

export const DIVIDEND_KEY = ['agent', 'dividend'] as const;

/** The agent's accepted dividend contract (null without one); `enabled` off where the feature is off. */
export function useDividendContract(enabled = true) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...DIVIDEND_KEY, 'contract', session?.id ?? null],
    queryFn: ({ signal }) => api.call('dividendContract', {}, { signal }),
    enabled: enabled && session !== null,
  });
}
