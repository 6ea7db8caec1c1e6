import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Marking read or deleting: the server answers with the new unread count; the list reloads and every
 * badge of the frame follows through the shell's unread stream.
 */
export function useInboxChange(key: 'inboxMarkRead' | 'inboxDelete') {
  const { api, bus } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(key, { id }),
    onSuccess: async () => {
      await invalidateCalls(queryClient, 'inboxList');
      bus.emit({ type: 'refresh-unread' });
    },
  });
}
