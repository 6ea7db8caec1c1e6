import { useMount } from '@mobile/react-kit';
import { queryFromSearch } from '../query-from-search';
import { CategoryMenu } from './category-menu';
import { GameListBody } from './game-list-body';

/** /m/gameList: category tabs over the games of the tab (and vendor) named in the address. */
export function GameList() {
  const { location } = useMount();
  const query = queryFromSearch(location.search);
  return (
    <>
      <CategoryMenu query={query} />
      {/* A new tab or vendor starts again at page 1 with an empty search. */}
      <GameListBody key={`${query.gameType}|${query.vassalage ?? ''}`} query={query} />
    </>
  );
}
