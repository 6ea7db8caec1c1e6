import { useMount } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * How often an open jackpot page or home ticker asks again (react-query pauses it while the page is
 * hidden): every bet on the demo vendor's games moves the pools, and the answer is the guest cache's.
 */
export const JACKPOT_REFRESH_MS = 10_000;

/** The merchant's jackpot pools and the latest wins (JACKPOT_pools), the same for guests and members. */
export function useJackpots() {
  const { api } = useMount();
  return useQuery({ ...apiQuery(api, 'jackpotPools', {}), refetchInterval: JACKPOT_REFRESH_MS });
}
