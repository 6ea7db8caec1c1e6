/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { TFunction } from 'i18next';
import type { ReactNode, Ref } from 'react';

interface GameListBodyViewProps {
  gameType: string;
  searchText: string;
  onSearch(text: string): void;
  /** The rows of games, or null when there are none to show. */
  grid: ReactNode | null;
  /** Shown instead of the grid (the empty or loading state). */
  instead?: ReactNode;
  /** The next page's error state, when it failed. */
  moreError?: ReactNode;
  /** More pages are coming. */
  loadingMore: boolean;
  sentinel?: Ref<HTMLDivElement>;
  t: TFunction<'games'>;
}

/**
 * The search box over a tab's games, their grid (or what stands instead of it) and the end of the list
 * that asks for more: what `GameListBody` draws once the first page is in, and what the frame service
 * draws of it (decision 0611).
 */
export function GameListBodyView({
  gameType,
  searchText,
  onSearch,
  grid,
  instead = null,
  moreError = null,
  loadingMore,
  sentinel,
  t,
}: GameListBodyViewProps) {
  return (
    <div className="game-list">
      <input
        type="search"
        className="game-list__search"
        aria-label={t('gameList.search')}
        placeholder={t('gameList.search')}
        value={searchText}
        onChange={(event) => onSearch(event.target.value)}
      />
      {grid === null ? (
        instead
      ) : (
        <section aria-label={t('gameList.title')} data-game-type={gameType}>
          {grid}
        </section>
      )}
      {moreError}
      <div ref={sentinel} className="game-list__sentinel" />
      {loadingMore ? (
        <p className="game-list__more" role="status">
          {t('gameList.loadingMore')}
        </p>
      ) : null}
    </div>
  );
}
