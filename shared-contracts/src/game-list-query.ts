import { GAME_LIST_CLIENT_TYPE, GAME_PLATFORM, PAGE_SIZE } from './constants';
import type { PagelessRequestOf } from './query-keys';

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

/** The tab's category as the list call takes it: e-sports and cockfighting are listed under SPORTS. */
export function queryGameType(category: string): string {
  return category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category;
}

/**
 * The game list call's payload (without its page) for a category tab: one rule for the games remote's
 * list and for the page's first call, which the shell makes before that remote has arrived.
 */
export function gameListRequest(
  query: GameListQuery,
  language: string,
  gameName = '',
): PagelessRequestOf<'gameList'> {
  return {
    gameType: queryGameType(query.gameType),
    vassalage: query.vassalage,
    gameName: gameName || undefined,
    gameClassify: query.gameClassify,
    minBet: query.minBet,
    minLine: query.minLine,
    pageSize: String(PAGE_SIZE.games),
    clientType: String(GAME_LIST_CLIENT_TYPE) as '2',
    platform: GAME_PLATFORM,
    language,
  };
}
