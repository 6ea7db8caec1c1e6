import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

export const PROMOTIONS_QUERY_ROOT = ['promotions'] as const;

/** Promotions with the status each shows to the logged-in member (guests: coming / closed only). */
export function usePromotions() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...PROMOTIONS_QUERY_ROOT, session?.id ?? null],
    queryFn: ({ signal }) => api.call('promotions', {}, { signal }),
  });
}
