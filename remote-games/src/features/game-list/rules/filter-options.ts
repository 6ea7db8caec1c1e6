import type { GameListFilters, GameListQuery } from '../query-from-search';
import type { CategoryTab, Vendor } from './category-tabs';

/** Smallest-stake ceilings offered by the filter sheet (decimal amounts, as the call sends them). */
export const MIN_BET_OPTIONS = ['0.1', '0.5', '1', '5', '10'] as const;
/** Pay-line floors offered by the filter sheet (the common slot line counts). */
export const LINE_OPTIONS = ['9', '20', '25', '50', '243'] as const;

/**
 * Tabs that are not classifications of the catalogue: views of the player's games, the promotions link,
 * and COCKFIGHT, which the client derives from SPORTS vendors (its games are classified SPORTS).
 */
const NOT_CLASSIFICATIONS = new Set(['HOT', 'FAV', 'RECENT', 'PROMO', 'COCKFIGHT']);

/** What the sheet may set on a tab: FAV narrows by classification only, RECENT by nothing. */
export type FilterScope = 'all' | 'classification' | 'none';

export function filterScope(gameType: string): FilterScope {
  if (gameType === 'RECENT') return 'none';
  return gameType === 'FAV' ? 'classification' : 'all';
}

/** Classifications to choose from: the catalogue's categories in server order. */
export function classificationOptions(tabs: CategoryTab[]): string[] {
  return tabs.filter((tab) => !NOT_CLASSIFICATIONS.has(tab.category)).map((tab) => tab.category);
}

/** Providers to choose from: the active tab's vendors, or every vendor once for a view such as HOT. */
export function providerOptions(tabs: CategoryTab[], gameType: string): Vendor[] {
  const active = tabs.find((tab) => tab.category === gameType);
  if (active && active.vendors.length > 0) return active.vendors;
  const seen = new Map<string, Vendor>();
  for (const tab of tabs) for (const vendor of tab.vendors) seen.set(vendor.vassalage, vendor);
  return [...seen.values()];
}

/** The filters and provider a query carries, as the sheet edits them. */
export interface SheetValues extends GameListFilters {
  vassalage?: string;
}

/**
 * How many filters are set. The provider is not counted: choosing a tab already picks its first vendor,
 * and the vendor chips show it.
 */
export function activeFilterCount(query: GameListQuery, scope: FilterScope): number {
  if (scope === 'none') return 0;
  if (scope === 'classification') return query.gameClassify ? 1 : 0;
  return [query.gameClassify, query.minBet, query.minLine].filter(Boolean).length;
}

/** The query the sheet's choice leads to: empty choices drop out, the tab stays. */
export function applySheet(query: GameListQuery, values: SheetValues, scope: FilterScope): GameListQuery {
  const next: GameListQuery = { gameType: query.gameType };
  const set = <K extends keyof GameListQuery>(key: K, value: GameListQuery[K] | '') => {
    if (value) next[key] = value;
  };
  set('gameClassify', values.gameClassify);
  if (scope === 'all') {
    set('vassalage', values.vassalage);
    set('minBet', values.minBet);
    set('minLine', values.minLine);
  } else {
    set('vassalage', query.vassalage);
  }
  return next;
}
