import { useMount } from '@mobile/react-kit';
import { type ApiClient, invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const setNickname = (api: ApiClient, nickname: string) => api.call('setNickname', { nickname });

/**
 * Saves the nickname, then reloads the profile and member info that show it, here and in the shell
 * (header, drawer) through the bus.
 */
export function useSetNickname() {
  const { api, bus } = useMount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => setNickname(api, nickname),
    onSuccess: () => {
      bus.emit({ type: 'refresh-member' });
      return invalidateCalls(queryClient, 'memberProfile', 'memberInfo');
    },
  });
}
