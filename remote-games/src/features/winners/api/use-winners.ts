import { useMount } from '@mobile/react-kit';
import { apiQuery, PAGE_SIZE } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Winners board: gameCategory ALL, limitNum 100, in the current language (reloads on change). */
export function useWinners() {
  const { api, i18n } = useMount();
  const language = i18n.language;
  return useQuery(
    apiQuery(api, 'rankList', {
      gameCategory: 'ALL',
      language,
      limitNum: String(PAGE_SIZE.winners) as '100',
    }),
  );
}
