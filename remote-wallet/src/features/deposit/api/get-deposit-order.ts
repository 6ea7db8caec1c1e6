import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery, isFinalStatus } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** While the gateway has not confirmed yet, ask again every few seconds. */
export const ORDER_POLL_MS = 3_000;

/** One deposit order (the gateway's return), polled until its status is final or it is held for review. */
export function useDepositOrder(orderNo: string) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'depositOrder', { orderNo }, { member: session?.id ?? null }),
    enabled: session !== null,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && (isFinalStatus(order.status) || order.heldForReview) ? false : ORDER_POLL_MS;
    },
  });
}
