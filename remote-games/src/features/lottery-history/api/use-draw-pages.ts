import { useMount } from '@mobile/react-kit';
import { apiPagesQuery, type Paged } from '@mobile/shared-contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryTarget } from '../history-target';

/** Draws per page: a screen and a bit on a phone. */
export const HISTORY_PAGE_SIZE = '20';

const nextPage = (last: Paged<unknown>) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

/** One game's draws, newest first, page by page (with its schedule on every page). */
export function useGameDraws(gameId: string | null) {
  const { api, i18n } = useMount();
  return useInfiniteQuery({
    ...apiPagesQuery(api, 'lotteryHistory', {
      gameId: gameId ?? '',
      pageSize: HISTORY_PAGE_SIZE,
      language: i18n.language,
    }),
    getNextPageParam: nextPage,
    enabled: gameId !== null,
  });
}

/** Every VN game's draws of one region, newest first, page by page. */
export function useRegionDraws(target: HistoryTarget | null) {
  const { api, i18n } = useMount();
  const region = target?.kind === 'region' ? target.region : 'NORTH';
  return useInfiniteQuery({
    ...apiPagesQuery(api, 'vnRegionHistory', {
      region,
      pageSize: HISTORY_PAGE_SIZE,
      language: i18n.language,
    }),
    getNextPageParam: nextPage,
    enabled: target?.kind === 'region',
  });
}
