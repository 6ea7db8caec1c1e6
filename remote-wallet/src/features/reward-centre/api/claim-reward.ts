import { useMount } from '@mobile/react-kit';
import { type ApiClient, invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ActionKeys } from '../../../common/action-key';

export const claimReward = (api: ApiClient, rewardId: number, idempotencyKey: string) =>
  api.call('claimReward', { rewardId }, { idempotencyKey });

/** Claims an issued reward: one key per reward until it succeeds, then the wallet and list refresh. */
export function useClaimReward() {
  const { api, bus } = useMount();
  const client = useQueryClient();
  const keys = useRef(new ActionKeys()).current;
  return useMutation({
    mutationFn: (rewardId: number) => claimReward(api, rewardId, keys.keyFor(`reward:${rewardId}`)),
    onSuccess: (_answer, rewardId) => {
      keys.done(`reward:${rewardId}`);
      bus.emit({ type: 'refresh-wallet' });
    },
    onSettled: () => {
      // A claimed reward is bonus money: the withdrawable amount and the turnover left change.
      invalidateCalls(client, 'rewards', 'withdrawInfo', 'bankCards', 'withdrawReport');
    },
  });
}
