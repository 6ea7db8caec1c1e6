import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

export const LINKS_KEY = ['agent', 'affiliateLinks'] as const;

/** The agent's affiliate links, newest first. */
export function useAffiliateLinks() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...LINKS_KEY, session?.id ?? null],
    queryFn: ({ signal }) => api.call('affiliateLinks', {}, { signal }),
  });
}
