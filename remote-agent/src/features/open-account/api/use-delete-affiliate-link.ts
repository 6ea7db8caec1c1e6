import { useMount } from '@mobile/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LINKS_KEY } from './use-affiliate-links';

/** Deletes a link (its code stops working); the list is read again. */
export function useDeleteAffiliateLink() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('deleteAffiliateLink', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
}
