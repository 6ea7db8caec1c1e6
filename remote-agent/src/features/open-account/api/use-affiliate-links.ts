import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The agent's affiliate links, newest first. */
export function useAffiliateLinks() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'affiliateLinks', {}, { member: session?.id ?? null }),
  });
}
