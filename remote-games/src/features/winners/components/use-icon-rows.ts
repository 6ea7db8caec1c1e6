import { type UIEvent, useCallback, useState } from 'react';

/** Rows below the board's last visible one whose icons are asked for in advance. */
export const ICON_LOOKAHEAD_ROWS = 2;

/**
 * How many rows of a scrolling list get their icon: those scrolled into view so far and the next
 * ICON_LOOKAHEAD_ROWS, never fewer than `initial`. A 100-entry board shows six rows; lazy loading still
 * fetched every icon of the list (the board sits within the browser's loading margin), ~40 images on the
 * home page's first load. The count only grows: an icon once shown stays.
 */
export function useIconRows(initial: number, rowHeight: number) {
  const [rows, setRows] = useState(initial);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const { scrollTop, clientHeight } = event.currentTarget;
      const reached = Math.ceil((scrollTop + clientHeight) / rowHeight) + ICON_LOOKAHEAD_ROWS;
      // The same number again bails out of the render: only a scroll onto a new row re-renders.
      setRows((current) => Math.max(current, reached));
    },
    [rowHeight],
  );
  return [rows, onScroll] as const;
}
