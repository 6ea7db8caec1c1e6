import { pathOf } from '@mobile/shared-contracts';

/** SPEC 7 game list filters, as the address carries them and the call sends them. */
export interface GameListFilters {
  /** Classification (gameClassifyNew); on the favourites tab it is sent as the list's gameType. */
  gameClassify?: string;
  /** Largest smallest stake, a decimal amount. */
  minBet?: string;
  /** Fewest pay lines. */
  minLine?: string;
}

export interface GameListQuery extends GameListFilters {
  /** The tab: a category, HOT or FAV. */
  gameType: string;
  vassalage?: string;
}

const CATEGORY = /^[A-Z_]{2,20}$/;
const VENDOR = /^[A-Za-z0-9_]{1,40}$/;
const CLASSIFY = /^[A-Z0-9_]{1,40}$/;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const LINES = /^[1-9]\d{0,3}$/;

const valid = (value: string | null, rule: RegExp) =>
  value !== null && rule.test(value) ? value : undefined;

/** Reads the tab, vendor and filters from the address; anything malformed is ignored, not sent. */
export function queryFromSearch(search: string): GameListQuery {
  const params = new URLSearchParams(search);
  const gameType = params.get('gameType') ?? '';
  const query: GameListQuery = {
    gameType: CATEGORY.test(gameType) ? gameType : 'HOT',
    vassalage: valid(params.get('vassalage'), VENDOR),
  };
  const gameClassify = valid(params.get('gameClassify'), CLASSIFY);
  const minBet = valid(params.get('minBet'), AMOUNT);
  const minLine = valid(params.get('minLine'), LINES);
  if (gameClassify) query.gameClassify = gameClassify;
  if (minBet) query.minBet = minBet;
  if (minLine) query.minLine = minLine;
  return query;
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
