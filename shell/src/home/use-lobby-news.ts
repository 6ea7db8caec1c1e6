import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useShell } from '../app/shell-context';

/** GLS2_lobbyNews: the merchant's hot news, the same for every visitor. */
export const lobbyNewsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['lobbyNews'] as const,
    queryFn: ({ signal }) => api.call('lobbyNews', {}, { signal }),
  });

export function useLobbyNews() {
  const { api } = useShell();
  return useQuery(lobbyNewsQuery(api));
}
