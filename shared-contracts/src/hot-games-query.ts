import type { ApiClient, RequestOf } from './api-client';
import { GAME_PLATFORM, HOT_GAME_IS_PLATFORM } from './constants';
import { apiQuery } from './query-keys';

/**
 * The hot-games call of one language (vendors with isPlatform 2, html5): one payload, hence one TanStack
 * Query key in every remote, so the games home section and the login footer share one answer.
 */
export function hotGamesQuery(api: ApiClient, language: string) {
  return apiQuery(api, 'hotGames', hotGamesRequest(language));
}

/** The hot-games call's payload (also the game list page's first call). */
export function hotGamesRequest(language: string): RequestOf<'hotGames'> {
  return { isPlatform: String(HOT_GAME_IS_PLATFORM) as '2', language, platform: GAME_PLATFORM };
}
