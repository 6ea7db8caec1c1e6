import { useMount } from '@mobile/react-kit';
import { type Game, hotGamesQuery, PAGE_SIZE } from '@mobile/shared-contracts';
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
    // The games remote's hot list makes the same call (shared-contracts), so one answer serves both.
    ...hotGamesQuery(api, language),
    select: (vendors): FooterGame[] =>
      vendors
        .flatMap((vendor) => vendor.games.map((game) => ({ category: vendor.gameCategory, game })))
        .slice(0, PAGE_SIZE.footerHotGames),
  });
}
