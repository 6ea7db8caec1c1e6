import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The member's referral code (created on first visit) and the friends who registered with it. */
export function useReferral(allowed: boolean) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'referral', {}, { member: session?.id ?? null }),
    enabled: allowed && session !== null,
  });
}
