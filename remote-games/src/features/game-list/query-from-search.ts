import { type GameListQuery, pathOf } from '@mobile/shared-contracts';

export { type GameListFilters, type GameListQuery, queryFromSearch } from '@mobile/shared-contracts';

export const GAME_LIST_PATH = pathOf('gameList');
/** The category game page (SPEC 2: its tabs leave COCKFIGHT out). */
export const GAME_CENTER_PATH = pathOf('gameCenter');
/** The slots category (SPEC 'referenced'): the category game page held on RNG. */
export const SLOTS_CENTER_PATH = pathOf('slotsCenter');
export const SLOTS_CATEGORY = 'RNG';

/** The slots page's address read as the category page's: its category is always RNG. */
export function slotsSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.set('gameType', SLOTS_CATEGORY);
  return `?${params.toString()}`;
}

/** The address of a tab (and vendor) of /m/gameList, or of another page listing games the same way. */
export function gameListPath(
  { gameType, vassalage, gameClassify, minBet, minLine }: GameListQuery,
  page: string = GAME_LIST_PATH,
): string {
  const params = new URLSearchParams({ gameType });
  if (vassalage) params.set('vassalage', vassalage);
  if (gameClassify) params.set('gameClassify', gameClassify);
  if (minBet) params.set('minBet', minBet);
  if (minLine) params.set('minLine', minLine);
  return `${page}?${params.toString()}`;
}
