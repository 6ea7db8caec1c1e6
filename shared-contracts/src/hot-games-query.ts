import type { ApiClient } from './api-client';
import { GAME_PLATFORM, HOT_GAME_IS_PLATFORM } from './constants';
import { apiQuery } from './query-keys';

/**
 * The hot-games call of one language (vendors with isPlatform 2, html5): one payload, hence one TanStack
 * Query key in every remote, so the games home section and the login footer share one answer.
 */
export function hotGamesQuery(api: ApiClient, language: string) {
  return apiQuery(api, 'hotGames', {
    isPlatform: String(HOT_GAME_IS_PLATFORM) as '2',
    language,
    platform: GAME_PLATFORM,
  });
}
