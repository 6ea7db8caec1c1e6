import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** SPEC 4: an opened announcement is marked read on the server, then the list reloads and badges follow. */
export function useMarkAnnouncementRead() {
  const { api, bus } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => api.call('markAnnouncementRead', { announcementId, read: true }),
    onSuccess: async () => {
      await invalidateCalls(queryClient, 'announcements');
      bus.emit({ type: 'refresh-unread' });
    },
  });
}
