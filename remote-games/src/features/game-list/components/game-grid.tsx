import type { Game } from '@mobile/shared-contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toRows } from '../rules/list-rules';
import { COLUMNS, GameRow, GameRowsView, ROW_HEIGHT } from './game-row';

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
    <GameRowsView listRef={list} height={virtualizer.getTotalSize()}>
      {virtualizer.getVirtualItems().map((row) => (
        <GameRow
          key={row.key}
          top={row.start - virtualizer.options.scrollMargin}
          first={row.index === 0}
          games={rows[row.index] ?? []}
          favouriteIds={favouriteIds}
          t={t}
          onFavourite={onFavourite}
          onLaunch={onLaunch}
        />
      ))}
    </GameRowsView>
  );
}
