import {
  isHomePath,
  menuEntries,
  menuPathOf,
  normalisePath,
  type TabMenuEntry,
} from '@mobile/shared-contracts';

export type TabId = TabMenuEntry['id'];

/** The tabs' pages, read from the page records' tab menu (`page-menus.ts`). */
export const TAB_PATHS = Object.fromEntries(
  menuEntries('tab').map((tab) => [tab.id, menuPathOf(tab.page)]),
) as Record<TabId, string>;

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** SPEC bottom tabs: the tab whose path matches the current one, or null on other pages. */
export function activeTab(pathname: string): TabId | null {
  if (isHomePath(pathname)) return 'home';
  const path = normalisePath(pathname);
  if (under(path, TAB_PATHS.activity)) return 'activity';
  if (under(path, TAB_PATHS.deposit)) return 'deposit';
  if (path === TAB_PATHS.member) return 'member';
  return null;
}
