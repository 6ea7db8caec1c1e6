import { useMount } from '@mobile/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOWNLINE_KEY } from './use-downline';

/** Sets a downline's rebate; the detail is read again afterwards. */
export function useUpdateRebate() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { memberId: number; rebate: number }) => api.call('updateDownlineRebates', change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLINE_KEY }),
  });
}
