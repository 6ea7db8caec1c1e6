import { useMount } from '@mobile/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SALARY_KEY } from './use-salary-contract';

/** Applies for a daily salary contract (MCS2_applyContractDailySal); the contract and application are read again. */
export function useApplySalaryContract() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('applyDailySalaryContract', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SALARY_KEY }),
  });
}
