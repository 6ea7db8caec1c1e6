import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Deletes a link (its code stops working); the list is read again. */
export function useDeleteAffiliateLink() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('deleteAffiliateLink', { id }),
    onSuccess: () => invalidateCalls(queryClient, 'affiliateLinks'),
  });
}
