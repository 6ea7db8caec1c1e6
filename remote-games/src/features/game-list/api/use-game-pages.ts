import { useMount } from '@mobile/react-kit';
import {
  type ApiClient,
  GAME_LIST_CLIENT_TYPE,
  GAME_PLATFORM,
  type Game,
  PAGE_SIZE,
  type Paged,
} from '@mobile/shared-contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchRecentPage, recentGamesKey } from '../../recent/api/recent-games';
import type { GameListQuery } from '../query-from-search';
import { queryGameType } from '../rules/category-tabs';
import { nextPage } from '../rules/list-rules';

/** Query key of the favourites list, so a removal can drop the tile from it. */
export const FAVOURITE_LIST_KEY = 'favouriteList';

/**
 * Pages of 25 games of a tab (FAV reads the member's favourites, RECENT their recent games), loaded
 * one after another; `gameName` narrows the tab on the server (case-sensitive substring). One definition
 * for the page and for prefetching it (`prefetch-game-list.ts`), so both use the same cache entry.
 */
export const gamePagesQuery = (api: ApiClient, language: string, query: GameListQuery, gameName = '') => {
  const favourites = query.gameType === 'FAV';
  const recent = query.gameType === 'RECENT';
  return infiniteQueryOptions({
    queryKey: recent
      ? [...recentGamesKey, 'pages', language]
      : favourites
        ? [FAVOURITE_LIST_KEY, query.gameClassify ?? '', language]
        : [
            'gameList',
            query.gameType,
            query.vassalage ?? '',
            gameName,
            query.gameClassify ?? '',
            query.minBet ?? '',
            query.minLine ?? '',
            language,
          ],
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Game>) => nextPage(last.pageNum, last.totalPages),
    queryFn: ({ pageParam, signal }): Promise<Paged<Game>> =>
      recent
        ? fetchRecentPage(api, language, signal)
        : favourites
          ? api.call(
              'favouriteList',
              {
                pageNo: String(pageParam),
                pageSize: String(PAGE_SIZE.favourites),
                gameType: query.gameClassify,
                language,
              },
              { signal },
            )
          : api.call(
              'gameList',
              {
                gameType: queryGameType(query.gameType),
                vassalage: query.vassalage,
                gameName: gameName || undefined,
                gameClassify: query.gameClassify,
                minBet: query.minBet,
                minLine: query.minLine,
                pageNo: String(pageParam),
                pageSize: String(PAGE_SIZE.games),
                clientType: String(GAME_LIST_CLIENT_TYPE) as '2',
                platform: GAME_PLATFORM,
                language,
              },
              { signal },
            ),
  });
};

/** The pages of a tab in the player's language; the last list stays up while a search loads. */
export function useGamePages(query: GameListQuery, gameName = '') {
  const { api, i18n } = useMount();
  return useInfiniteQuery({
    ...gamePagesQuery(api, i18n.language, query, gameName),
    placeholderData: keepPreviousData,
  });
}
