import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const redRainQuery = (api: ApiClient, sessionId: number | null) =>
  queryOptions({
    queryKey: ['wallet', 'redRain', sessionId],
    queryFn: ({ signal }) => api.call('redRainEvent', {}, { signal }),
  });

/** The running or next red-envelope rain, with the member's catch in it. */
export function useRedRain() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(redRainQuery(api, session?.id ?? null));
}
