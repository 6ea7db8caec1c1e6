import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { useEffect } from 'react';
import { CategoryMenu } from '../../game-list/components/category-menu';
import { GameListBody } from '../../game-list/components/game-list-body';
import { useCategoryTabs } from '../../game-list/components/use-category-tabs';
import { GAME_CENTER_PATH, gameListPath } from '../../game-list/query-from-search';
import { categoryQuery } from '../category-query';

/**
 * /m/gameCenter?gameType=<category>: the game entry tabs without COCKFIGHT (SPEC 2), the chosen
 * category's vendors and its games, with the game list's search, favourites and infinite scroll.
 */
export function CategoryGamePage() {
  const { location, navigate } = useMount();
  const { tabs, vass } = useCategoryTabs(true);
  const query = tabs ? categoryQuery(location.search, tabs) : null;
  const canonical = query ? gameListPath(query, GAME_CENTER_PATH) : null;

  useEffect(() => {
    // The address says what is listed: a left-out or missing category is replaced by the one shown.
    if (canonical && location.search !== canonical.slice(GAME_CENTER_PATH.length)) {
      navigate(canonical, { replace: true });
    }
  }, [canonical, location.search, navigate]);

  if (vass.isPending) return <PageSpinner />;
  if (!tabs) return <ErrorState onRetry={() => vass.refetch()} />;
  if (!query) return <EmptyState />;
  return (
    <>
      <CategoryMenu query={query} excludeCockfight page={GAME_CENTER_PATH} />
      <GameListBody key={`${query.gameType}|${query.vassalage ?? ''}`} query={query} />
    </>
  );
}
