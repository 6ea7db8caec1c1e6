import type { VassGameType } from '@mobile/shared-contracts';

export type Vendor = VassGameType['sorting'][number]['vendorNames'][number];

export interface CategoryTab {
  category: string;
  vendors: Vendor[];
}

export interface TabOptions {
  hasHot: boolean;
  loggedIn: boolean;
  excludeCockfight: boolean;
}

export type TabAction = 'promo' | 'launch' | 'list';

/** Cockfight vendors are stored under SPORTS; the server marks them only by name (SPEC 4 Vendor setup). */
export function isCockfightVendor(vendor: Vendor): boolean {
  return /cockfight/i.test(vendor.vassalage) || /cockfight/i.test(vendor.accountTypeName);
}

/**
 * SPEC 2 Game entry tabs: HOT if any, server order, COCKFIGHT after LIVE, then for members FAV and
 * RECENT (their recently launched games; the spec names the list, not its place).
 */
export function buildCategoryTabs(vass: VassGameType, options: TabOptions): CategoryTab[] {
  const tabs: CategoryTab[] = [];
  let cockfight: Vendor[] = [];
  for (const { gameCategory, vendorNames } of vass.sorting) {
    if (gameCategory !== 'SPORTS') {
      tabs.push({ category: gameCategory, vendors: vendorNames });
      continue;
    }
    cockfight = vendorNames.filter(isCockfightVendor);
    const sports = vendorNames.filter((vendor) => !isCockfightVendor(vendor));
    if (sports.length > 0) tabs.push({ category: 'SPORTS', vendors: sports });
  }
  if (cockfight.length > 0 && !options.excludeCockfight) {
    const live = tabs.findIndex((tab) => tab.category === 'LIVE');
    tabs.splice(live === -1 ? tabs.length : live + 1, 0, { category: 'COCKFIGHT', vendors: cockfight });
  }
  if (options.hasHot) tabs.unshift({ category: 'HOT', vendors: [] });
  if (options.loggedIn) tabs.push({ category: 'FAV', vendors: [] }, { category: 'RECENT', vendors: [] });
  return tabs;
}

/** The server lists e-sports and cockfight games under SPORTS (the rule is the contracts', with the list's payload). */
export { queryGameType } from '@mobile/shared-contracts';

const NEVER_LAUNCHED = ['RNG', 'HOT', 'FAV', 'RECENT'];

/** What choosing a tab does: PROMO opens /m/activity, a single-vendor category launches it. */
export function tabAction(category: string, vendorsOfCategory: readonly Vendor[]): TabAction {
  if (category === 'PROMO') return 'promo';
  if (vendorsOfCategory.length === 1 && !NEVER_LAUNCHED.includes(category)) return 'launch';
  return 'list';
}
