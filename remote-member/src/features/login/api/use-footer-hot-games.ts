import { useMount } from '@mobile/react-kit';
import { GAME_PLATFORM, type Game, HOT_GAME_IS_PLATFORM, PAGE_SIZE } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

export interface FooterGame {
  category: string;
  game: Game;
}

/** Up to 4 hot games across vendors, in server order, for the login footer. */
export function useFooterHotGames() {
  const { api, i18n } = useMount();
  const language = i18n.language;
  return useQuery({
    // Same key and call as the games remote's hot list, so one answer serves both.
    queryKey: ['hotGames', language],
    queryFn: ({ signal }) =>
      api.call(
        'hotGames',
        { isPlatform: String(HOT_GAME_IS_PLATFORM) as '2', language, platform: GAME_PLATFORM },
        { signal },
      ),
    select: (vendors): FooterGame[] =>
      vendors
        .flatMap((vendor) => vendor.games.map((game) => ({ category: vendor.gameCategory, game })))
        .slice(0, PAGE_SIZE.footerHotGames),
  });
}
