import { useMount } from '@mobile/react-kit';
import type { OpenAccountPayload } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOWNLINES_KEY } from '../../team-management/api/use-downlines';
import { QUOTA_KEY } from './use-quota';

/** Registers a downline (the client encrypts the body); the quota and team lists are read again. */
export function useOpenAccount() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OpenAccountPayload) => api.call('openAccount', payload),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: QUOTA_KEY });
      queryClient.invalidateQueries({ queryKey: DOWNLINES_KEY });
    },
  });
}
