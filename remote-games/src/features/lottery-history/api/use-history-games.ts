import { useMount } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The lottery games (the lottery list's own call: one cache entry with it) for the game picker. */
export function useLotteryGames() {
  const { api, i18n } = useMount();
  return useQuery(apiQuery(api, 'lotteryList', { language: i18n.language }));
}

/** The VN games by region (the VN screen's own call) for the picker's regions. */
export function useVnRegions() {
  const { api, i18n } = useMount();
  return useQuery(apiQuery(api, 'vnGameMenu', { language: i18n.language }));
}
