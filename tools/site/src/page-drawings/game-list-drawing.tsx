/* @jsxRuntime automatic */

import { GameListDrawing } from '@mobile/remote-games/src/features/game-list/components/game-list-drawing';
import { buildCategoryTabs } from '@mobile/remote-games/src/features/game-list/rules/category-tabs';
import { isMemberView } from '@mobile/remote-games/src/features/game-list/rules/member-views';
import type { catalogueT } from '@mobile/remote-games/src/lib/catalogue-t';
import {
  type Game,
  type GameListQuery,
  gameListRequest,
  type HotVendor,
  hotGamesRequest,
  type LanguageCode,
  type Paged,
  queryFromSearch,
  type VassGameType,
} from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { apiValue } from '../api-value';
import { keyedCache } from '../keyed-cache';

/** The API must answer within this, or the page is drawn without its content (the frame alone). */
const API_TIMEOUT_MS = 800;
/** Categories and a tab's first page are kept this long per merchant (and language, and tab). */
export const GAME_LIST_TTL_MS = 5_000;

/** What the category tabs are built from: the categories and whether any hot game exists. */
export interface GameMenu {
  vass: VassGameType;
  hot: HotVendor[];
}

type Ask = <T>(path: string, merchantCode: string, payload: Record<string, string | undefined>) => Promise<T>;

const asker =
  (apiOrigin: string): Ask =>
  (path, merchantCode, payload) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(payload)) if (value !== undefined) query.set(name, value);
    return apiValue({
      apiOrigin,
      path: `${path}?${query}`,
      headers: { 'X-Merchant-Code': merchantCode },
      timeoutMs: API_TIMEOUT_MS,
    });
  };

const key = (...parts: string[]) => parts.join('\n');

/**
 * The calls /m/gameList draws its first state from (the page's first calls, decision 0531), the answers
 * each kept GAME_LIST_TTL_MS: the menu per merchant and language, a tab's first page per merchant,
 * language, tab and vendor; null when the API did not answer in time.
 */
export function cachedGameList(apiOrigin: string, now: () => number = Date.now) {
  const ask = asker(apiOrigin);
  const ttl = (value: unknown) => (value ? GAME_LIST_TTL_MS : 0);
  const menus = keyedCache<GameMenu>(
    async (id) => {
      const [merchantCode = '', language = ''] = id.split('\n');
      const [vass, hot] = await Promise.all([
        ask<VassGameType>('/wps/relay/GCSGAME_getVassGameType', merchantCode, { typeId: '1' }),
        ask<HotVendor[]>('/wps/relay/GCSGAME_hotGamesV2', merchantCode, hotGamesRequest(language)),
      ]);
      return Array.isArray(vass?.sorting) && Array.isArray(hot) ? { vass, hot } : null;
    },
    ttl,
    now,
  );
  const pages = keyedCache<Paged<Game>>(
    async (id) => {
      const [merchantCode = '', language = '', gameType = '', vassalage = ''] = id.split('\n');
      const query: GameListQuery = { gameType, vassalage: vassalage || undefined };
      const page = await ask<Paged<Game>>('/wps/relay/GCSGAME_gameList', merchantCode, {
        ...gameListRequest(query, language),
        pageNo: '1',
      });
      return Array.isArray(page?.content) ? page : null;
    },
    ttl,
    now,
  );
  return {
    menu: (merchantCode: string, language: LanguageCode) => menus(key(merchantCode, language)),
    firstPage: (merchantCode: string, language: LanguageCode, query: GameListQuery) =>
      pages(key(merchantCode, language, query.gameType, query.vassalage ?? '')),
  };
}

export type GameListSource = ReturnType<typeof cachedGameList>;
/** remote-games' `t` of one language (`catalogueT`). */
export type GamesT = ReturnType<typeof catalogueT>;

/**
 * /m/gameList's first state (decision 0611): the guest's tabs, the tab's first page of games. The same for
 * every viewer, so drawn for a signed-in player too (their FAV and RECENT tabs, at the end of the row, and
 * their hearts come with the parcel, as in the page). Drawn only for a tab the merchant has (and one of its
 * vendors), without filters: what the server asks and keeps is bounded by the merchant's catalogue, not by
 * the addresses players type. Not for the member views (FAV, RECENT), nor an empty tab (its empty state
 * has its own words), nor when the API failed.
 */
export async function drawGameList(
  source: GameListSource,
  t: GamesT,
  request: { merchantCode: string; language: LanguageCode; search: string },
): Promise<ReactNode | null> {
  const query = queryFromSearch(request.search);
  if (isMemberView(query.gameType) || query.gameClassify || query.minBet || query.minLine) return null;
  const menu = await source.menu(request.merchantCode, request.language);
  if (!menu) return null;
  const hasHot = menu.hot.some((vendor) => vendor.games.length > 0);
  const tabs = buildCategoryTabs(menu.vass, { hasHot, loggedIn: false, excludeCockfight: false });
  const tab = tabs.find((candidate) => candidate.category === query.gameType);
  if (!tab) return null;
  if (query.vassalage && !tab.vendors.some((vendor) => vendor.vassalage === query.vassalage)) return null;
  const page = await source.firstPage(request.merchantCode, request.language, query);
  if (!page || page.content.length === 0) return null;
  return <GameListDrawing query={query} tabs={tabs} page={page} t={t} />;
}
