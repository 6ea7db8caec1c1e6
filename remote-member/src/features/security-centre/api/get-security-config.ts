import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getSecurityConfig = (api: ApiClient, signal?: AbortSignal) =>
  api.call('securityConfig', {}, { signal });

/** Personal data: keyed by the member, so another login never sees it. */
export const getSecurityConfigQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: ['security-config', memberId],
    queryFn: ({ signal }) => getSecurityConfig(api, signal),
    enabled: memberId !== null,
  });

export function useSecurityConfig() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(getSecurityConfigQuery(api, session ? session.id : null));
}
