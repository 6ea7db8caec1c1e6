import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const redRainQuery = (api: ApiClient, sessionId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'redRainEvent', {}, { member: sessionId }),
  });

/** The running or next red-envelope rain, with the member's catch in it. */
export function useRedRain() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(redRainQuery(api, session?.id ?? null));
}
