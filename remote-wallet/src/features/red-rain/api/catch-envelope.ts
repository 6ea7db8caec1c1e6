import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ActionKeys } from '../../../common/action-key';

/** Catches an envelope of a rain: one key per rain until it succeeds; then the page and rewards refresh. */
export function useCatchEnvelope() {
  const { api } = useMount();
  const client = useQueryClient();
  const keys = useRef(new ActionKeys()).current;
  return useMutation({
    mutationFn: (eventId: number) =>
      api.call('redRainCatch', { eventId }, { idempotencyKey: keys.keyFor(`rain:${eventId}`) }),
    onSuccess: (_caught, eventId) => keys.done(`rain:${eventId}`),
    onSettled: () => Promise.all([invalidateCalls(client, 'redRainEvent', 'rewards')]),
  });
}
