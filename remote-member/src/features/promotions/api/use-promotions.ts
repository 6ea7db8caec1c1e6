import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Promotions with the status each shows to the logged-in member (guests: coming / closed only). */
export function usePromotions() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'promotions', {}, { member: session?.id ?? null }),
  });
}
