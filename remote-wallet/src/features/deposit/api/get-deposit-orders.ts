import { useMount, useStreamValue } from '@mobile/react-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../account-record/paging';

export const DEPOSIT_ORDERS_KEY = ['wallet', 'deposit-orders'] as const;

/** The member's deposit orders, newest first, page by page. */
export function useDepositOrders() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    queryKey: [...DEPOSIT_ORDERS_KEY, session?.id ?? null],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.call('depositOrders', { pageNo: String(pageParam) }, { signal }),
    getNextPageParam: nextPageOf,
    enabled: session !== null,
    // Statuses change on the server (gateway, operator): opening the history always asks again.
    refetchOnMount: 'always',
  });
}
