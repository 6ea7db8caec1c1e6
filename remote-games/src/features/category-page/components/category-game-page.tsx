import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { useEffect } from 'react';
import {
  CategoryMenu,
  GAME_CENTER_PATH,
  GameListBody,
  gameListPath,
  SLOTS_CATEGORY,
  SLOTS_CENTER_PATH,
  slotsSearch,
  useCategoryTabs,
} from '../../game-list';
import { categoryQuery } from '../category-query';

/**
 * /m/gameCenter?gameType=<category>: the game entry tabs without COCKFIGHT (SPEC 2), the chosen
 * category's vendors and its games, with the game list's search, favourites and infinite scroll.
 */
export function CategoryGamePage() {
  const { location, navigate } = useMount();
  const { tabs, vass } = useCategoryTabs(true);
  // /m/slotsCenter is this page held on the slots category, its vendors as chips.
  const slots = location.pathname === SLOTS_CENTER_PATH;
  const page = slots ? SLOTS_CENTER_PATH : GAME_CENTER_PATH;
  const found = tabs ? categoryQuery(slots ? slotsSearch(location.search) : location.search, tabs) : null;
  const query = slots && found?.gameType !== SLOTS_CATEGORY ? null : found;
  const canonical = query ? gameListPath(query, page) : null;

  useEffect(() => {
    // The address says what is listed: a left-out or missing category is replaced by the one shown.
    if (canonical && location.search !== canonical.slice(page.length)) {
      navigate(canonical, { replace: true });
    }
  }, [canonical, location.search, navigate, page]);

  if (vass.isPending) return <PageSpinner />;
  if (!tabs) return <ErrorState onRetry={() => vass.refetch()} />;
  if (!query) return <EmptyState />;
  return (
    <>
      <CategoryMenu query={query} excludeCockfight page={page} only={slots ? SLOTS_CATEGORY : undefined} />
      <GameListBody key={`${query.gameType}|${query.vassalage ?? ''}`} query={query} />
    </>
  );
}
