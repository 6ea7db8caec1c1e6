import { useMount } from '@mobile/react-kit';
import type { ApiClient, RequestOf } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type LaunchRequest = RequestOf<'launchGame'>;

export function fetchLaunchUrl(api: ApiClient, request: LaunchRequest, signal?: AbortSignal) {
  return api.call('launchGame', request, { signal });
}

/** A launch ticket is single-use in spirit and short-lived: never cached, never refetched in the background. */
export function launchGameOptions(api: ApiClient, request: LaunchRequest) {
  return queryOptions({
    queryKey: ['launchGame', request],
    queryFn: ({ signal }) => fetchLaunchUrl(api, request, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The vendor page URL (with its signed ticket) for a launch; disabled while `request` is null. */
export function useLaunchGame(request: LaunchRequest | null) {
  const { api } = useMount();
  return useQuery({
    ...launchGameOptions(api, request ?? {}),
    enabled: request !== null,
  });
}
