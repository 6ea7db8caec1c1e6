import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactAction } from '../security-items';

/** Saves the payee name, then reloads the security config. */
export function useSaveContact(_action: ContactAction) {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (value: string): Promise<void> => {
      await api.call('setPayeeName', { payeeName: value });
    },
    onSuccess: () => invalidateCalls(client, 'securityConfig'),
  });
}
