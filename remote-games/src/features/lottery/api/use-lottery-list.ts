import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function lotteryListOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['lotteryList', language],
    queryFn: ({ signal }) => api.call('lotteryList', { language }, { signal }),
  });
}

/** Opened lottery games and the vendors' prize-mode mapping. */
export function useLotteryList() {
  const { api, i18n } = useMount();
  return useQuery(lotteryListOptions(api, i18n.language));
}
