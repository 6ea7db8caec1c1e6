import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Sets a downline's rebate; the detail is read again afterwards. */
export function useUpdateRebate() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { memberId: number; rebate: number }) => api.call('updateDownlineRebates', change),
    onSuccess: () => invalidateCalls(queryClient, 'downline'),
  });
}
