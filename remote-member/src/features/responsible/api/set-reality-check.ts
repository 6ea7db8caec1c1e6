import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, queryKeyOf, type RealityCheckMinutes } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const setRealityCheck = (api: ApiClient, minutes: RealityCheckMinutes) =>
  api.call('setRealityCheck', { minutes });

export function useSetRealityCheck() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) => setRealityCheck(api, minutes),
    onSuccess: (state) =>
      client.setQueryData(queryKeyOf('protectionState', {}, { member: session ? session.id : null }), state),
  });
}
