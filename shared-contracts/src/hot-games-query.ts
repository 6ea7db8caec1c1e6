import type { ApiClient } from './api-client';
import { GAME_PLATFORM, HOT_GAME_IS_PLATFORM } from './constants';

/**
 * The hot-games list of one language (vendors with isPlatform 2, html5), under one TanStack Query key in
 * every remote, so the games home section and the login footer share one answer.
 */
export function hotGamesQueryKey(language: string) {
  return ['hotGames', language] as const;
}

export function fetchHotGames(api: ApiClient, language: string, signal?: AbortSignal) {
  return api.call(
    'hotGames',
    { isPlatform: String(HOT_GAME_IS_PLATFORM) as '2', language, platform: GAME_PLATFORM },
    { signal },
  );
}
