/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { Game, Paged } from '@mobile/shared-contracts';
import type { TFunction } from 'i18next';
import type { GameListQuery } from '../query-from-search';
import type { CategoryTab } from '../rules/category-tabs';
import { activeFilterCount, filterScope } from '../rules/filter-options';
import { nextPage, toRows } from '../rules/list-rules';
import { CategoryMenuView } from './category-menu-view';
import { GameFiltersView } from './game-filters-view';
import { GameListBodyView } from './game-list-body-view';
import { COLUMNS, GameRow, GameRowsView, ROW_HEIGHT } from './game-row';

export interface GameListDrawingProps {
  query: GameListQuery;
  /** The category tabs a guest sees (`buildCategoryTabs`, not signed in). */
  tabs: readonly CategoryTab[];
  /** The tab's first page of games, not narrowed by a search. */
  page: Paged<Game>;
  /** The games namespace's `t` in the page's language. */
  t: TFunction<'games'>;
}

const nothing = () => undefined;
const NO_FAVOURITES: ReadonlySet<string> = new Set();

/**
 * /m/gameList's first state, drawn by the frame service into the page's HTML (decisions 0561, 0611): what
 * `GameList` commits once its tabs and its first page are in, from the page's own views: the category tabs
 * and vendor chips, the filter button, the empty search box and every row of the first page (the page's
 * virtualiser keeps only the rows near the viewport, which the server does not know: the rows' offsets and
 * box are the same, the rows below come and go with the scroll). Hearts unpressed (a member's favourites
 * come later, as in the page), buttons inert until the parcel takes over. `game-list-drawing.test.tsx`
 * holds it equal, node for node, to what `GameList` commits.
 */
export function GameListDrawing({ query, tabs, page, t }: GameListDrawingProps) {
  const scope = filterScope(query.gameType);
  const rows = toRows(page.content, COLUMNS);
  return (
    <div>
      <CategoryMenuView tabs={tabs} query={query} stuck={false} t={t} onChoose={nothing} onVendor={nothing} />
      {scope === 'none' ? null : (
        <GameFiltersView count={activeFilterCount(query, scope)} open={false} t={t} onOpen={nothing} />
      )}
      <GameListBodyView
        gameType={query.gameType}
        searchText=""
        onSearch={nothing}
        grid={
          rows.length === 0 ? null : (
            <GameRowsView height={rows.length * ROW_HEIGHT}>
              {rows.map((games, index) => (
                <GameRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: the virtualiser's own key is the row's index
                  key={index}
                  top={index * ROW_HEIGHT}
                  first={index === 0}
                  games={games}
                  favouriteIds={NO_FAVOURITES}
                  t={t}
                  onFavourite={nothing}
                  onLaunch={nothing}
                />
              ))}
            </GameRowsView>
          )
        }
        loadingMore={nextPage(page.pageNum, page.totalPages) !== undefined}
        t={t}
      />
    </div>
  );
}
