import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery, invalidateCalls } from '@mobile/shared-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPasskey } from '../passkey-browser';

/** The member's passkeys: keyed by the member, so another login never sees them. */
export const passkeysQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({ ...apiQuery(api, 'passkeys', {}, { member: memberId }), enabled: memberId !== null });

export function usePasskeys() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(passkeysQuery(api, session ? session.id : null));
}

/** Options from the server, the browser's passkey dialog, then the answer saved under `name`. */
export function useAddPasskey() {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await api.call('passkeyRegisterOptions', {});
      const credential = await createPasskey(options);
      return api.call('addPasskey', { name, credential });
    },
    onSuccess: () => invalidateCalls(client, 'passkeys'),
  });
}

export function useRemovePasskey() {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: { id: number; password: string }) => api.call('removePasskey', payload),
    onSuccess: () => invalidateCalls(client, 'passkeys'),
  });
}
