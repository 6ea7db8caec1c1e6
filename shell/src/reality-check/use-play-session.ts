import { useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useShell } from '../app/shell-context';

/** Session start, net result, reality-check interval and session-time limit of the member's session. */
export const playSessionQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'playSession', {}, { member: memberId }),
    enabled: memberId !== null,
    staleTime: 0,
  });

export function usePlaySession() {
  const { api, bus } = useShell();
  const session = useStreamValue(bus.session$);
  return useQuery(playSessionQuery(api, session?.id ?? null));
}
