import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Apply to a promotion or sign in for today; the list reloads with the new status. */
export function usePromotionAction() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'apply' | 'signin' }) =>
      api.call(action === 'apply' ? 'applyPromotion' : 'signInPromotion', { id }),
    onSuccess: () => invalidateCalls(queryClient, 'promotions'),
  });
}
