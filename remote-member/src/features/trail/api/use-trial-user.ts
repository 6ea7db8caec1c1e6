import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

/** SPEC 7 'Trial user': the free-play account's details (name, play-money balance), for trial sessions only. */
export function useTrialUser(enabled: boolean) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: ['trialUser', session?.id ?? null, session?.token ?? null],
    queryFn: ({ signal }) => api.call('trialUser', {}, { signal }),
    enabled: enabled && session !== null,
  });
}
