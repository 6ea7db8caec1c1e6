import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function lotteryListOptions(api: ApiClient, language: string) {
  return queryOptions(apiQuery(api, 'lotteryList', { language }));
}

/** Opened lottery games and the vendors' prize-mode mapping. */
export function useLotteryList() {
  const { api, i18n } = useMount();
  return useQuery(lotteryListOptions(api, i18n.language));
}
