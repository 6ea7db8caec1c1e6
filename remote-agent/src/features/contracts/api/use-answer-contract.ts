import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Accepts or rejects an offered contract; the offer, history and prompts are read again. */
export function useAnswerContract() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { contractId: number; decision: 'ACCEPT' | 'REJECT' }) =>
      api.call('processContract', answer),
    onSettled: async () => {
      await invalidateCalls(queryClient, 'contracts', 'contractInfo');
    },
  });
}
