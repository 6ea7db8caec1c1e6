import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Moves one downline (transferDownline) or several at once (transferMultipleDownline). */
export function useMoveDownlines() {
  const { api } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberIds, targetId }: { memberIds: number[]; targetId: number }) => {
      const [only] = memberIds;
      return memberIds.length === 1 && only !== undefined
        ? api.call('transferDownline', { memberId: only, targetId })
        : api.call('transferMultipleDownline', { memberIds, targetId });
    },
    onSuccess: async () => {
      await invalidateCalls(queryClient, 'downlines', 'subordinate', 'downline');
    },
  });
}
