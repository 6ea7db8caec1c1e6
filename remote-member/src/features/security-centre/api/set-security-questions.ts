import { useMount } from '@mobile/react-kit';
import { invalidateCalls, type SetSecurityQuestionsPayload } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Saves the whole set; the answer (questions only) replaces the member's cached set. */
export function useSetSecurityQuestions() {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SetSecurityQuestionsPayload) => api.call('setCustomerSecurityQuestions', payload),
    onSuccess: () => invalidateCalls(client, 'customerSecurityQuestions'),
  });
}
