import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** SPEC 7 'Trial user': the free-play account's details (name, play-money balance), for trial sessions only. */
export function useTrialUser(enabled: boolean) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'trialUser', {}, { member: session?.id ?? null }),
    enabled: enabled && session !== null,
  });
}
