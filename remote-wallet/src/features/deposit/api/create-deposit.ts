import { useMount } from '@mobile/react-kit';
import { invalidateCalls, type RequestOf } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Keyed<T> = { payload: T; idempotencyKey: string };

/** Gateway order: the server answers with the gateway's URL. */
export function useGatewayDeposit() {
  const { api } = useMount();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Keyed<RequestOf<'gatewayDeposit'>>) =>
      api.call('gatewayDeposit', payload, { idempotencyKey }),
  });
}

/** Manual transfer with its receipts: pending until the operator approves. */
export function useManualDeposit() {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Keyed<RequestOf<'manualDeposit'>>) =>
      api.call('manualDeposit', payload, { idempotencyKey }),
    onSuccess: () => invalidateCalls(client, 'depositOrders'),
  });
}
