import type { Game } from '@mobile/shared-contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toRows } from '../rules/list-rules';
import { GameTile } from './game-tile';

/** Three 96 px tiles fit the narrowest supported phone (320 px) with the page padding. */
const COLUMNS = 3;
const ROW_HEIGHT = 148;

interface GameGridProps {
  games: readonly Game[];
  favouriteIds: ReadonlySet<string>;
  onFavourite(game: Game): void;
  onLaunch(game: Game): void;
}

/** Rows of tiles, only those near the viewport in the DOM (the window scrolls). */
export function GameGrid({ games, favouriteIds, onFavourite, onLaunch }: GameGridProps) {
  const { t } = useTranslation('games');
  const list = useRef<HTMLDivElement>(null);
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => setOffsetTop(list.current?.offsetTop ?? 0), []);
  const rows = useMemo(() => toRows(games, COLUMNS), [games]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    scrollMargin: offsetTop,
    // Rows follow the scroll in React's own batches instead of a synchronous render per scroll event.
    useFlushSync: false,
  });

  return (
    <div ref={list} className="game-list__rows" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <ul
          key={row.key}
          className="game-list__grid"
          style={{
            height: ROW_HEIGHT,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {rows[row.index]?.map((game) => (
            <GameTile
              key={game.nodeId}
              game={game}
              favourite={favouriteIds.has(game.nodeId)}
              t={t}
              onFavourite={onFavourite}
              onLaunch={onLaunch}
            />
          ))}
        </ul>
      ))}
    </div>
  );
}
