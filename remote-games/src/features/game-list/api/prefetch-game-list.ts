import type { ApiClient } from '@mobile/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { GameListQuery } from '../query-from-search';
import { vassGameTypeQuery } from './use-category-sources';
import { gamePagesQuery } from './use-game-pages';

/**
 * Puts what /m/gameList draws first into the shared query cache, under the keys the page reads: the
 * tab's first page of games (no search) and the category tabs. Fresh entries are not asked again; a
 * failure is left to the page, which asks again when it opens.
 */
export async function prefetchGameList(
  queryClient: QueryClient,
  api: ApiClient,
  language: string,
  query: GameListQuery,
  member: number | null,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchInfiniteQuery(gamePagesQuery(api, language, query, member)),
    queryClient.prefetchQuery(vassGameTypeQuery(api)),
  ]);
}
