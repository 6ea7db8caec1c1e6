import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

/** The member's referral code (created on first visit) and the friends who registered with it. */
export function useReferral(allowed: boolean) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: ['referral', session?.id ?? null],
    queryFn: ({ signal }) => api.call('referral', {}, { signal }),
    enabled: allowed && session !== null,
  });
}
