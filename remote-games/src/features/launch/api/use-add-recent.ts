import { useMount } from '@mobile/react-kit';
import { type ApiClient, invalidateCalls } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export function addRecent(api: ApiClient, nodeId: string) {
  return api.call('addRecent', { nodeId });
}

/** Records a launched game; the recent list is refetched when it is next shown. */
export function useAddRecent() {
  const { api, queryClient } = useMount();
  return useMutation({
    mutationFn: (nodeId: string) => addRecent(api, nodeId),
    onSettled: () => invalidateCalls(queryClient, 'recentList'),
  });
}
