import type { Game } from '@mobile/shared-contracts';
import { filterByName, loadMoreDelay, nextPage, toRows } from './list-rules';

const game = (displayName: string) => ({ displayName }) as Game;

describe('filterByName', () => {
  const games = [game('Fortune Tiger'), game('Mahjong Ways'), game('Tiger Jump')];
  it('keeps every game for empty text', () => {
    expect(filterByName(games, '')).toBe(games);
  });
  it('matches a case-sensitive substring', () => {
    expect(filterByName(games, 'Tiger').map((g) => g.displayName)).toEqual(['Fortune Tiger', 'Tiger Jump']);
    expect(filterByName(games, 'tiger')).toEqual([]);
  });
});

describe('nextPage', () => {
  it('moves to the following page while pages remain', () => {
    expect(nextPage(1, 3)).toBe(2);
  });
  it.each([
    [3, 3],
    [1, 1],
    [1, 0],
  ])('stops at page %i of %i', (pageNum, totalPages) => {
    expect(nextPage(pageNum, totalPages)).toBeUndefined();
  });
});

describe('loadMoreDelay', () => {
  it('waits out the rest of the interval', () => {
    expect(loadMoreDelay(1_000, 1_400, 1_000)).toBe(600);
  });
  it('loads at once after the interval', () => {
    expect(loadMoreDelay(1_000, 2_500, 1_000)).toBe(0);
  });
});

describe('toRows', () => {
  it('splits items into rows of the given width', () => {
    expect(toRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
