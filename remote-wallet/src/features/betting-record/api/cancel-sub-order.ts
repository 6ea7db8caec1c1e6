import { useMount } from '@mobile/react-kit';
import { type ApiClient, invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ActionKeys } from '../../../common/action-key';

export const cancelSubOrder = (api: ApiClient, subOrderId: number, idempotencyKey: string) =>
  api.call('cancelSubOrder', { subOrderId }, { idempotencyKey });

/** Cancels a pending pick (its stake is refunded): one key per pick until it succeeds. */
export function useCancelSubOrder() {
  const { api, bus } = useMount();
  const client = useQueryClient();
  const keys = useRef(new ActionKeys()).current;
  return useMutation({
    mutationFn: (subOrderId: number) => cancelSubOrder(api, subOrderId, keys.keyFor(`sub:${subOrderId}`)),
    onSuccess: (_answer, subOrderId) => {
      keys.done(`sub:${subOrderId}`);
      bus.emit({ type: 'refresh-wallet' });
    },
    // The stake is back: the records, the balance and the ledger of the wallet pages change.
    onSettled: () =>
      invalidateCalls(
        client,
        'betOrders',
        'betOrderDetail',
        'vendorRecords',
        'memberPnl',
        'memberTransactions',
        'wallet',
        'withdrawInfo',
      ),
  });
}
