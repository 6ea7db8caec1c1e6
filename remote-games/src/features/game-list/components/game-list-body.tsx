import { EmptyState, ErrorState, PageSpinner, useAnsweredInBackground, useMount } from '@mobile/react-kit';
import { FREE_REJECT_TOAST, type Game, pathOf } from '@mobile/shared-contracts';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../../lib/use-search-text';
import { tileLaunch } from '../../launch';
import { useFavouriteIds, useToggleFavourite } from '../api/use-favourites';
import { useGamePages } from '../api/use-game-pages';
import type { GameListQuery } from '../query-from-search';
import { filterByName } from '../rules/list-rules';
import { GameGrid } from './game-grid';
import { GameListBodyView } from './game-list-body-view';
import { useLoadMore } from './use-load-more';
import './game-list.css';

/**
 * Search box and the virtualised, infinitely scrolling games of one tab (and vendor). The search runs on
 * the server (debounced); the loaded games are narrowed at once by the text as typed.
 */
export function GameListBody({ query }: { query: GameListQuery }) {
  const { bus, navigate } = useMount();
  const { t } = useTranslation('games');
  const search = useSearchText();
  const pages = useGamePages(query, search.applied);
  const favouriteIds = useFavouriteIds();
  const toggle = useToggleFavourite();
  const sentinel = useLoadMore(pages);

  // The tiles' handlers keep their identity across renders (a new page, a new favourite), so the memoised
  // tiles already on screen are not drawn again; they read the latest state when tapped.
  const latest = useRef({ favouriteIds, toggle, gameType: query.gameType });
  latest.current = { favouriteIds, toggle, gameType: query.gameType };
  const onFavourite = useCallback(
    (game: Game) => {
      const { favouriteIds: ids, toggle: mutation } = latest.current;
      if (bus.session$.getValue() === null) navigate(pathOf('login'));
      else mutation.mutate({ game, add: !ids.has(game.nodeId) });
    },
    [bus, navigate],
  );
  const onLaunch = useCallback(
    (game: Game) => {
      const launch = tileLaunch(game, latest.current.gameType, bus.session$.getValue()?.type ?? null);
      if (launch.kind === 'navigate') navigate(launch.to);
      else bus.emit(FREE_REJECT_TOAST);
    },
    [bus, navigate],
  );
  const loaded = pages.data?.pages;
  const shown = useMemo(
    () => filterByName(loaded?.flatMap((page) => page.content) ?? [], search.text),
    [loaded, search.text],
  );

  // The grid renders in the background once the first page has answered (one long task otherwise).
  const answered = useAnsweredInBackground(pages);

  if (!answered || pages.isPending) return <PageSpinner />;
  if (pages.isError && !pages.data) return <ErrorState onRetry={() => pages.refetch()} />;
  return (
    <GameListBodyView
      gameType={query.gameType}
      searchText={search.text}
      onSearch={search.setText}
      grid={
        shown.length === 0 ? null : (
          <GameGrid games={shown} favouriteIds={favouriteIds} onFavourite={onFavourite} onLaunch={onLaunch} />
        )
      }
      // While the server searches, the loaded games may miss a match that a later page holds.
      instead={pages.isPlaceholderData ? <PageSpinner /> : <EmptyState />}
      moreError={pages.isFetchNextPageError ? <ErrorState onRetry={() => pages.fetchNextPage()} /> : null}
      loadingMore={pages.hasNextPage && !pages.isFetchNextPageError}
      sentinel={sentinel}
      t={t}
    />
  );
}
