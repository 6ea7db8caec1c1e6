import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getProtectionState = (api: ApiClient, signal?: AbortSignal) =>
  api.call('protectionState', {}, { signal });

/** Personal data: keyed by the member, so another login never sees it. */
export const protectionStateKey = (memberId: number | null) => ['protection-state', memberId] as const;

export const getProtectionStateQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: protectionStateKey(memberId),
    queryFn: ({ signal }) => getProtectionState(api, signal),
    enabled: memberId !== null,
  });

export function useProtectionState() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getProtectionStateQuery(api, session ? session.id : null));
}
