import type { CategoryTab } from '../game-list';
import { type GameListQuery, queryFromSearch } from '../game-list';

const VIEWS = ['HOT', 'FAV', 'PROMO'];

/**
 * What the category game page lists for its address: the named tab when this page offers it, with the
 * named vendor if the tab has it, else the tab's first vendor (a whole category would bring back the
 * cockfight games the server keeps under SPORTS); without such a tab (COCKFIGHT, which this page leaves
 * out, or no gameType) the first vendor category with its first vendor. Null without any tab.
 */
export function categoryQuery(search: string, tabs: readonly CategoryTab[]): GameListQuery | null {
  const parsed = queryFromSearch(search);
  // queryFromSearch falls back to HOT; here only a well-formed named category counts.
  const named = parsed.gameType === new URLSearchParams(search).get('gameType') ? parsed : null;
  const tab = named && tabs.find((candidate) => candidate.category === named.gameType);
  if (named && tab && tab.category !== 'PROMO') {
    const listed = tab.vendors.length === 0 || tab.vendors.some((v) => v.vassalage === named.vassalage);
    return { gameType: tab.category, vassalage: listed ? named.vassalage : tab.vendors[0]?.vassalage };
  }
  const first = tabs.find((candidate) => !VIEWS.includes(candidate.category)) ?? tabs[0];
  return first ? { gameType: first.category, vassalage: first.vendors[0]?.vassalage } : null;
}
