import { useMount } from '@mobile/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INBOX_QUERY_ROOT } from './use-inbox';

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
      await queryClient.invalidateQueries({ queryKey: INBOX_QUERY_ROOT });
      bus.emit({ type: 'refresh-unread' });
    },
  });
}
