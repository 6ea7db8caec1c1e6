import { useMount } from '@mobile/react-kit';
import { GAME_PLATFORM, HOT_GAME_IS_PLATFORM } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Categories and vendors in server order (typeId 1). */
export function useVassGameType() {
  const { api } = useMount();
  return useQuery({
    queryKey: ['vassGameType'],
    queryFn: ({ signal }) => api.call('vassGameType', { typeId: '1' }, { signal }),
  });
}

/** Whether any hot game exists, which decides the HOT tab. */
export function useHasHotGames(): boolean {
  const { api, i18n } = useMount();
  const language = i18n.language;
  const hot = useQuery({
    queryKey: ['hotGames', language],
    queryFn: ({ signal }) =>
      api.call(
        'hotGames',
        { isPlatform: String(HOT_GAME_IS_PLATFORM) as '2', language, platform: GAME_PLATFORM },
        { signal },
      ),
  });
  return hot.data?.some((vendor) => vendor.games.length > 0) ?? false;
}
