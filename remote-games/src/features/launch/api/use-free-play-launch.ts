import { useMount, useStreamValue } from '@mobile/react-kit';
import type { RequestOf } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { launchOptions } from './launch-options';

export type FreePlayLaunchRequest = RequestOf<'freePlayLaunch'>;

/** `GCS_gameLaunchFB`: the free-play launcher a type-4 session uses; disabled while `request` is null. */
export function useFreePlayLaunch(request: FreePlayLaunchRequest | null) {
  const { api, bus } = useMount();
  const member = useStreamValue(bus.session$)?.id ?? null;
  return useQuery({
    ...launchOptions(api, 'freePlayLaunch', request ?? {}, member),
    enabled: request !== null,
  });
}
