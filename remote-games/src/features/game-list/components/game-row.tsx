/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { Game } from '@mobile/shared-contracts';
import type { TFunction } from 'i18next';
import type { ReactNode, Ref } from 'react';
import { GameTile } from './game-tile';

/** Three 96 px tiles fit the narrowest supported phone (320 px) with the page padding. */
export const COLUMNS = 3;
export const ROW_HEIGHT = 148;

/** The rows' box: as tall as every row of the list, rows placed in it by their offset. */
export function GameRowsView({
  height,
  listRef,
  children,
}: {
  height: number;
  listRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div ref={listRef} className="game-list__rows" style={{ height }}>
      {children}
    </div>
  );
}

interface GameRowProps {
  /** The row's offset from the top of the rows' box. */
  top: number;
  /** The list's first row (its icons load first, `GameTile`). */
  first: boolean;
  games: readonly Game[];
  favouriteIds: ReadonlySet<string>;
  t: TFunction<'games'>;
  onFavourite(game: Game): void;
  onLaunch(game: Game): void;
}

/** One row of tiles (the grid's and the frame service's drawing, decision 0611). */
export function GameRow({ top, first, games, favouriteIds, t, onFavourite, onLaunch }: GameRowProps) {
  return (
    <ul className="game-list__grid" style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}>
      {games.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={favouriteIds.has(game.nodeId)}
          first={first}
          t={t}
          onFavourite={onFavourite}
          onLaunch={onLaunch}
        />
      ))}
    </ul>
  );
}
