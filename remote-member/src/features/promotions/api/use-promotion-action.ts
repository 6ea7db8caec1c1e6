import { useMount } from '@mobile/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTIONS_QUERY_ROOT } from './use-promotions';

/** Apply to a promotion or sign in for today; the list reloads with the new status. */
export function usePromotionAction() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'apply' | 'signin' }) =>
      api.call(action === 'apply' ? 'applyPromotion' : 'signInPromotion', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_ROOT }),
  });
}
