import { useMount } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** A match turns live at its kick-off: an open lobby or home asks again this often (while visible). */
export const MATCHES_REFRESH_MS = 60_000;

/** The sports lobby: vendors by category and every live and upcoming match (the same for all guests). */
export function useSportsLobby() {
  const { api } = useMount();
  return useQuery({ ...apiQuery(api, 'sportsLobby', {}), refetchInterval: MATCHES_REFRESH_MS });
}

/** The merchant's hot matches, live first, at most `limit`. */
export function useHotMatches(limit: number) {
  const { api } = useMount();
  return useQuery({
    ...apiQuery(api, 'hotMatches', { limit: String(limit) }),
    refetchInterval: MATCHES_REFRESH_MS,
  });
}
