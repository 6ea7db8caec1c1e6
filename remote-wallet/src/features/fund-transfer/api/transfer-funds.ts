import { useMount } from '@mobile/react-kit';
import { type ApiClient, invalidateCalls, type RequestOf } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ActionKeys } from '../../../common/action-key';

export type TransferPayload = RequestOf<'walletTransfer'>;

export const transferFunds = (api: ApiClient, payload: TransferPayload, idempotencyKey: string) =>
  api.call('walletTransfer', payload, { idempotencyKey });

/** One key per transfer (the same on a retry of the same transfer), then balances refresh everywhere. */
export function useTransferFunds() {
  const { api, bus } = useMount();
  const client = useQueryClient();
  const keys = useRef(new ActionKeys()).current;
  return useMutation({
    mutationFn: (payload: TransferPayload) =>
      transferFunds(api, payload, keys.keyFor(JSON.stringify(payload))),
    onSuccess: (_answer, payload) => {
      keys.done(JSON.stringify(payload));
      bus.emit({ type: 'refresh-wallet' });
    },
    onSettled: () => invalidateCalls(client, 'wallet'),
  });
}
