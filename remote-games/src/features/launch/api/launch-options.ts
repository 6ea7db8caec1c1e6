import { type ApiClient, apiQuery, type RequestOf, type ScopeArg } from '@mobile/shared-contracts';
import { queryOptions } from '@tanstack/react-query';

/** The three launchers of SPEC 7: generic, lottery and free play; each answers a signed-ticket URL. */
export type LaunchKey = 'launchGame' | 'lotteryLaunch' | 'freePlayLaunch';

/** A launch ticket is single-use in spirit and short-lived: never cached, never refetched in the background. */
export function launchOptions<K extends LaunchKey>(
  api: ApiClient,
  key: K,
  request: RequestOf<K>,
  member: number | null,
) {
  // Every launcher is personal (auth required); TypeScript cannot see it through the generic K.
  const scope = [{ member }] as ScopeArg<K>;
  return queryOptions({
    ...apiQuery(api, key, request, ...scope),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
