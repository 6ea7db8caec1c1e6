import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useShell } from '../app/shell-context';

/**
 * GLS2_lobbyNews: the merchant's hot news, the same for every visitor, hence cached as a guest's (asked
 * before the session is known).
 */
export const lobbyNewsQuery = (api: ApiClient) =>
  queryOptions(apiQuery(api, 'lobbyNews', {}, { member: null }));

export function useLobbyNews() {
  const { api } = useShell();
  return useQuery(lobbyNewsQuery(api));
}
