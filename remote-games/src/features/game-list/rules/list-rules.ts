import type { Game } from '@mobile/shared-contracts';

/** Name search over the loaded games: case-sensitive substring of the display name; empty text keeps all. */
export function filterByName(games: readonly Game[], text: string): readonly Game[] {
  if (text === '') return games;
  return games.filter((game) => game.displayName.includes(text));
}

/** Page to load after `pageNum`, or undefined once `totalPages` is reached. */
export function nextPage(pageNum: number, totalPages: number): number | undefined {
  return pageNum < totalPages ? pageNum + 1 : undefined;
}

/** Milliseconds to wait before the next load so that at most one runs per `interval`. */
export function loadMoreDelay(lastLoadAt: number, now: number, interval: number): number {
  return Math.max(0, lastLoadAt + interval - now);
}

/** Splits tiles into rows of `columns` for the virtualised grid. */
export function toRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += columns) rows.push(items.slice(start, start + columns));
  return rows;
}
