import { pathOf } from '@mobile/shared-contracts';
export interface GameListQuery {
  /** The tab: a category, HOT or FAV. */
  gameType: string;
  vassalage?: string;
}

const CATEGORY = /^[A-Z_]{2,20}$/;
const VENDOR = /^[A-Za-z0-9_]{1,40}$/;

/** Reads gameType and vassalage from the address; anything malformed is ignored, not sent. */
export function queryFromSearch(search: string): GameListQuery {
  const params = new URLSearchParams(search);
  const gameType = params.get('gameType') ?? '';
  const vassalage = params.get('vassalage') ?? '';
  return {
    gameType: CATEGORY.test(gameType) ? gameType : 'HOT',
    vassalage: VENDOR.test(vassalage) ? vassalage : undefined,
  };
}

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
export function gameListPath({ gameType, vassalage }: GameListQuery, page: string = GAME_LIST_PATH): string {
  const params = new URLSearchParams({ gameType });
  if (vassalage) params.set('vassalage', vassalage);
  return `${page}?${params.toString()}`;
}
