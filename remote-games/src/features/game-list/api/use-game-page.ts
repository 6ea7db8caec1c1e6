import { useMount } from '@mobile/react-kit';
import { PAGE_SIZE } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

export interface GameListQuery {
  gameType: string;
  vassalage?: string;
}

/** One page (25) of the game list for a category and, optionally, a vendor. */
export function useGamePage(query: GameListQuery, pageNo: number) {
  const { api, i18n } = useMount();
  return useQuery({
    queryKey: ['gameList', query.gameType, query.vassalage ?? '', pageNo, i18n.language],
    queryFn: ({ signal }) =>
      api.call(
        'gameList',
        {
          gameType: query.gameType,
          vassalage: query.vassalage,
          pageNo: String(pageNo),
          pageSize: String(PAGE_SIZE.games),
          clientType: '2',
          platform: 'html5',
          language: i18n.language,
        },
        { signal },
      ),
  });
}
