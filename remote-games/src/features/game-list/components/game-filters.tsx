import { useMount } from '@mobile/react-kit';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_PATH, type GameListQuery, gameListPath } from '../query-from-search';
import { activeFilterCount, filterScope } from '../rules/filter-options';
import { GameFiltersView } from './game-filters-view';
import { useCategoryTabs } from './use-category-tabs';

// Loaded when the player opens it: the list's own code stays smaller.
const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));

interface GameFiltersProps {
  query: GameListQuery;
  /** The page whose address the filters change. */
  page?: string;
  excludeCockfight?: boolean;
}

/** The filter button (with how many filters are set) and the sheet it opens; none on the recent list. */
export function GameFilters({ query, page = GAME_LIST_PATH, excludeCockfight = false }: GameFiltersProps) {
  const { navigate } = useMount();
  const { t } = useTranslation('games');
  const { tabs } = useCategoryTabs(excludeCockfight);
  const [open, setOpen] = useState(false);
  const scope = filterScope(query.gameType);
  // The sheet's choices come from the categories; until they load there is nothing to offer.
  if (scope === 'none' || !tabs) return null;

  return (
    <GameFiltersView count={activeFilterCount(query, scope)} open={open} t={t} onOpen={() => setOpen(true)}>
      {open ? (
        <Suspense fallback={null}>
          <FilterSheet
            query={query}
            tabs={tabs}
            scope={scope}
            onClose={() => setOpen(false)}
            onApply={(next) => {
              setOpen(false);
              navigate(gameListPath(next, page), { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </GameFiltersView>
  );
}
