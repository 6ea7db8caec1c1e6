import { useMount } from '@mobile/react-kit';
import { invalidateCalls, type OpenAccountPayload } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Registers a downline (the client encrypts the body); the quota and team lists are read again. */
export function useOpenAccount() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OpenAccountPayload) => api.call('openAccount', payload),
    onSettled: () => {
      invalidateCalls(queryClient, 'openAccountQuota', 'downlines', 'subordinate');
    },
  });
}
