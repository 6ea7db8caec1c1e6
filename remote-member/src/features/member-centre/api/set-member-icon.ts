import { useMount } from '@mobile/react-kit';
import { type AvatarId, invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Saves the chosen avatar, then reloads what shows it: this page's member info and the shell's drawer. */
export function useSetMemberIcon() {
  const { api, bus } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (avatar: AvatarId) => api.call('setMemberIcon', { avatar }),
    onSuccess: async () => {
      bus.emit({ type: 'refresh-member' });
      await invalidateCalls(client, 'memberIcon', 'memberInfo');
    },
  });
}
