import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Keyed by the member, so one member's list never shows to the next after a login change. */
export function vnRecentOptions(api: ApiClient, language: string, member: number | null) {
  return queryOptions(apiQuery(api, 'vnRecentMenu', { language }, { member }));
}

/** `/lgw/vn/games/game_menu/recent`: the member's VN games played last; not asked for a guest. */
export function useVnRecent() {
  const { api, i18n, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({ ...vnRecentOptions(api, i18n.language, session?.id ?? null), enabled: session !== null });
}
