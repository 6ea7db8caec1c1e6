import { PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { loginHref } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { useCategorySourcesSettled } from '../api/use-category-sources';
import { queryFromSearch } from '../query-from-search';
import { isMemberView } from '../rules/member-views';
import { CategoryMenu } from './category-menu';
import { GameFilters } from './game-filters';
import { GameListBody } from './game-list-body';

/**
 * /m/gameList: category tabs over the games of the tab (and vendor) named in the address. The
 * favourites (and recent) view without a session goes to log in and comes back here (SPEC 4).
 */
export function GameList() {
  const { location, navigate, bus } = useMount();
  const guest = useStreamValue(bus.session$) === null;
  const query = queryFromSearch(location.search);
  const toLogin = guest && isMemberView(query.gameType);
  const sourcesSettled = useCategorySourcesSettled();

  useEffect(() => {
    if (toLogin) navigate(loginHref(location.pathname + location.search), { replace: true });
  }, [toLogin, navigate, location.pathname, location.search]);

  if (toLogin) return null;
  return (
    <>
      {/* One loading state until the tabs can be laid out: the list's own loading state, drawn below
          them, would otherwise be pushed down when they arrive (a layout shift). The list is asked for
          meanwhile, hidden. */}
      {sourcesSettled ? null : <PageSpinner />}
      <div hidden={!sourcesSettled}>
        <CategoryMenu query={query} />
        <GameFilters query={query} />
        {/* A new tab or vendor starts again at page 1 with an empty search. */}
        <GameListBody key={`${query.gameType}|${query.vassalage ?? ''}`} query={query} />
      </div>
    </>
  );
}
