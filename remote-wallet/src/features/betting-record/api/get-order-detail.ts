import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getOrderDetail = (api: ApiClient, orderId: number, signal?: AbortSignal) =>
  api.call('betOrderDetail', { orderId: String(orderId) }, { signal });

export const orderDetailQuery = (api: ApiClient, orderId: number) =>
  queryOptions({
    queryKey: ['wallet', 'betOrder', orderId],
    queryFn: ({ signal }) => getOrderDetail(api, orderId, signal),
  });

/** One order with its sub-orders. */
export function useOrderDetail(orderId: number) {
  const { api } = useMount();
  return useQuery(orderDetailQuery(api, orderId));
}
