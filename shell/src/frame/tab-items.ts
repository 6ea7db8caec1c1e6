import { type AccessRule, isPathEnabled, menuEntries, type RemoteName } from '@mobile/shared-contracts';
import type { IconName } from '../ui/icon';
import { activeTab, TAB_PATHS, type TabId } from './active-tab';

export interface TabItem {
  id: TabId;
  path: string;
  labelKey: string;
  icon: IconName;
  /** The access rule a tap checks (the page's own); none: the page decides. */
  gate?: AccessRule;
  active: boolean;
}

/**
 * SPEC bottom tabs on a page: the page records' tab menu (`page-menus.ts`), those of the remotes the
 * merchant enabled, the current page's marked. The shell's tab bar and the server-drawn home frame both
 * draw this list.
 */
export function tabItemsFor(pathname: string, enabledRemotes: readonly RemoteName[]): TabItem[] {
  const active = activeTab(pathname);
  return menuEntries('tab')
    .filter((tab) => isPathEnabled(TAB_PATHS[tab.id], enabledRemotes))
    .map(({ id, labelKey, icon, gate }) => ({
      id,
      path: TAB_PATHS[id],
      labelKey,
      icon,
      ...(gate ? { gate } : {}),
      active: id === active,
    }));
}
