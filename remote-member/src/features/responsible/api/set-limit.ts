import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, queryKeyOf, type SetLimitRequest } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const setLimit = (api: ApiClient, payload: SetLimitRequest) => api.call('setLimit', payload);

/** Saves one limit; the answer is the new state, put straight into the page's query. */
export function useSetLimit() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SetLimitRequest) => setLimit(api, payload),
    onSuccess: (state) =>
      client.setQueryData(queryKeyOf('protectionState', {}, { member: session ? session.id : null }), state),
  });
}
