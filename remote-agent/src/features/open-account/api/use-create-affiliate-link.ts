import { useMount } from '@mobile/react-kit';
import { invalidateCalls, type OpenAccountType } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Makes a link with a member type and rebate; the list is read again. */
export function useCreateAffiliateLink() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: { memberType: OpenAccountType; rebate: number }) =>
      api.call('createAffiliateLink', link),
    onSuccess: () => invalidateCalls(queryClient, 'affiliateLinks'),
  });
}
