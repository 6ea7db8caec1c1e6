import { useMount } from '@mobile/react-kit';
import { type ApiClient, invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ActionKeys } from '../../../common/action-key';

export const redeemItem = (api: ApiClient, itemId: number, idempotencyKey: string) =>
  api.call('redeemMallItem', { itemId }, { idempotencyKey });

/** Redeems one item: one key per redemption until it succeeds, then points and history refresh. */
export function useRedeemItem() {
  const { api } = useMount();
  const client = useQueryClient();
  const keys = useRef(new ActionKeys()).current;
  return useMutation({
    mutationFn: (itemId: number) => redeemItem(api, itemId, keys.keyFor(`item:${itemId}`)),
    onSuccess: (_answer, itemId) => keys.done(`item:${itemId}`),
    onSettled: () => invalidateCalls(client, 'mallItems', 'mallRedemptions'),
  });
}
