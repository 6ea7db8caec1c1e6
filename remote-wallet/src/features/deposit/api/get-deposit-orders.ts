import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiPagesQuery } from '@mobile/shared-contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../account-record';

/** The member's deposit orders, newest first, page by page. */
export function useDepositOrders() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    ...apiPagesQuery(api, 'depositOrders', {}, { member: session?.id ?? null }),
    getNextPageParam: nextPageOf,
    enabled: session !== null,
    // Statuses change on the server (gateway, operator): opening the history always asks again.
    refetchOnMount: 'always',
  });
}
