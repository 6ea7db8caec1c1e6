import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const orderDetailQuery = (api: ApiClient, orderId: number, sessionId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'betOrderDetail', { orderId: String(orderId) }, { member: sessionId }),
  });

/** One order with its sub-orders. */
export function useOrderDetail(orderId: number) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(orderDetailQuery(api, orderId, session?.id ?? null));
}
