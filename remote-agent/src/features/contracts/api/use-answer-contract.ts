import { useMount } from '@mobile/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT_INFO_KEY } from './use-contract-info';
import { CONTRACTS_KEY } from './use-contracts';

/** Accepts or rejects an offered contract; the offer, history and prompts are read again. */
export function useAnswerContract() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { contractId: number; decision: 'ACCEPT' | 'REJECT' }) =>
      api.call('processContract', answer),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
      await queryClient.invalidateQueries({ queryKey: CONTRACT_INFO_KEY });
    },
  });
}
