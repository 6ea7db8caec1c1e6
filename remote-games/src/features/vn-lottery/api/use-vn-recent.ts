import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function vnRecentOptions(api: ApiClient, language: string, token: string) {
  return queryOptions({
    // The token keeps one member's list from showing to the next after a login change.
    queryKey: ['vnRecentMenu', language, token],
    queryFn: ({ signal }) => api.call('vnRecentMenu', { language }, { signal }),
  });
}

/** `/lgw/vn/games/game_menu/recent`: the member's VN games played last; not asked for a guest. */
export function useVnRecent() {
  const { api, i18n, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const token = session?.token ?? '';
  return useQuery({ ...vnRecentOptions(api, i18n.language, token), enabled: token !== '' });
}
