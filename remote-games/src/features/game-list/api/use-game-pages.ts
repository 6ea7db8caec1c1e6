import { useMount, useStreamValue } from '@mobile/react-kit';
import {
  type ApiClient,
  type Game,
  gameListRequest,
  PAGE_SIZE,
  type Paged,
  type PagelessRequestOf,
  pagesKeyOf,
} from '@mobile/shared-contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchRecentPage } from '../../recent';
import type { GameListQuery } from '../query-from-search';
import { nextPage } from '../rules/list-rules';

/**
 * Pages of 25 games of a tab (FAV reads the member's favourites, RECENT their recent games), loaded
 * one after another; `gameName` narrows the tab on the server (case-sensitive substring). One definition
 * for the page and for prefetching it (`prefetch-game-list.ts`), so both use the same cache entry; the
 * key is the call's (`pagesKeyOf`), with the member whose list it is.
 */
export const gamePagesQuery = (
  api: ApiClient,
  language: string,
  query: GameListQuery,
  member: number | null,
  gameName = '',
) => {
  const favourites = query.gameType === 'FAV';
  const recent = query.gameType === 'RECENT';
  // The favourites list takes the classification filter as its gameType (SPEC 7).
  const favouritePayload: PagelessRequestOf<'favouriteList'> = {
    pageSize: String(PAGE_SIZE.favourites),
    gameType: query.gameClassify,
    language,
  };
  const listPayload = gameListRequest(query, language, gameName);
  return infiniteQueryOptions({
    queryKey: recent
      ? pagesKeyOf('recentList', { language }, { member })
      : favourites
        ? pagesKeyOf('favouriteList', favouritePayload, { member })
        : pagesKeyOf('gameList', listPayload, { member }),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Game>) => nextPage(last.pageNum, last.totalPages),
    queryFn: ({ pageParam, signal }): Promise<Paged<Game>> =>
      recent
        ? fetchRecentPage(api, language, signal)
        : favourites
          ? api.call('favouriteList', { ...favouritePayload, pageNo: String(pageParam) }, { signal })
          : api.call('gameList', { ...listPayload, pageNo: String(pageParam) }, { signal }),
  });
};

/** The pages of a tab in the player's language; the last list stays up while a search loads. */
export function useGamePages(query: GameListQuery, gameName = '') {
  const { api, bus, i18n } = useMount();
  const member = useStreamValue(bus.session$)?.id ?? null;
  return useInfiniteQuery({
    ...gamePagesQuery(api, i18n.language, query, member, gameName),
    placeholderData: keepPreviousData,
  });
}
