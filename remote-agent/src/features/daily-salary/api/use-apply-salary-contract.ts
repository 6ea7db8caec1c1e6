import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Applies for a daily salary contract (MCS2_applyContractDailySal); the contract and application are read again. */
export function useApplySalaryContract() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('applyDailySalaryContract', {}),
    onSettled: () =>
      invalidateCalls(queryClient, 'currentDailySalary', 'dailySalaryContract', 'queryDailySalary'),
  });
}
