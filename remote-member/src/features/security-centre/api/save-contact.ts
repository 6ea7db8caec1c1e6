import { useMount } from '@mobile/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactAction } from '../security-items';

/** Saves the payee name or the e-mail, then reloads the security config. */
export function useSaveContact(action: ContactAction) {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (value: string): Promise<void> => {
      if (action === 'payeeName') await api.call('setPayeeName', { payeeName: value });
      else await api.call('setEmail', { email: value });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['security-config'] }),
  });
}
