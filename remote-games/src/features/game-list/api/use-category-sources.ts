import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotGamesQuery } from '../../hot-games';

/** Categories and vendors in server order (typeId 1). */
export const vassGameTypeQuery = (api: ApiClient) =>
  queryOptions(apiQuery(api, 'vassGameType', { typeId: '1' }));

export function useVassGameType() {
  const { api } = useMount();
  return useQuery(vassGameTypeQuery(api));
}

/** Whether any hot game exists, which decides the HOT tab. */
export function useHasHotGames(): boolean {
  const { api, i18n } = useMount();
  const hot = useQuery(hotGamesQuery(api, i18n.language));
  return hot.data?.some((vendor) => vendor.games.length > 0) ?? false;
}

/**
 * Both answers the category tabs are built from have come (or failed): until then the tabs, the vendor
 * chips and the filter button cannot be laid out, and whatever is drawn below them would be pushed down.
 */
export function useCategorySourcesSettled(): boolean {
  const { api, i18n } = useMount();
  const vass = useQuery(vassGameTypeQuery(api));
  const hot = useQuery(hotGamesQuery(api, i18n.language));
  return !vass.isPending && !hot.isPending;
}
