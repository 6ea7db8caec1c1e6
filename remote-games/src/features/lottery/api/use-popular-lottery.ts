import { useMount } from '@mobile/react-kit';
import { apiQuery, POPULAR_LOTTERY_SHOWN } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** How many popular lottery games the lottery page shows above the full list (the contracts' number). */
export { POPULAR_LOTTERY_SHOWN };

/**
 * SPEC 7 `/lgw/games/popular`: the most played lottery games, in the player's language. Not retried: the
 * page waits for this answer before it draws (the section goes above the list), and a failure only leaves
 * the section out.
 */
export function usePopularLottery() {
  const { api, i18n } = useMount();
  return useQuery({
    ...apiQuery(api, 'popularLottery', { language: i18n.language, limit: String(POPULAR_LOTTERY_SHOWN) }),
    retry: false,
  });
}
