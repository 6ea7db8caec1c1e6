import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function vnGameMenuOptions(api: ApiClient, language: string) {
  return queryOptions(apiQuery(api, 'vnGameMenu', { language }));
}

/** `/lgw/vn/games/game_menu`: the VN lottery games by draw region. */
export function useVnGameMenu() {
  const { api, i18n } = useMount();
  return useQuery(vnGameMenuOptions(api, i18n.language));
}
