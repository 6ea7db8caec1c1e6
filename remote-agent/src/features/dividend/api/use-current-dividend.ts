import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';
import { DIVIDEND_KEY } from './use-dividend-contract';

/** The agent's dividend of the period running now, so far. */
export function useCurrentDividend() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...DIVIDEND_KEY, 'current', session?.id ?? null],
    queryFn: ({ signal }) => api.call('currentDividend', {}, { signal }),
  });
}
