import { useMount } from '@mobile/react-kit';
import { type ApiClient, hotGamesQuery as hotGamesCall, TIMERS } from '@mobile/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSettledValue } from '../../../lib/use-settled-value';

/** Hot games grouped by vendor (isPlatform 2, html5) in one language. */
export const hotGamesQuery = (api: ApiClient, language: string) => queryOptions(hotGamesCall(api, language));

/** The home section's hot games: refetched 250 ms after a language change, the old ones shown meanwhile. */
export function useHotGames() {
  const { api } = useMount();
  const { i18n } = useTranslation('games');
  const language = useSettledValue(i18n.language, TIMERS.hotGameRefetchOnLanguage);
  return useQuery({ ...hotGamesQuery(api, language), placeholderData: keepPreviousData });
}
