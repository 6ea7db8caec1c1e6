import { isPathEnabled, type RemoteName } from '@mobile/shared-contracts';
import type { IconName } from '../ui/icon';
import { activeTab, TAB_PATHS, type TabId } from './active-tab';

export interface TabItem {
  id: TabId;
  path: string;
  labelKey: string;
  icon: IconName;
  active: boolean;
}

const TABS: readonly { id: TabId; labelKey: string; icon: IconName }[] = [
  { id: 'home', labelKey: 'tab.home', icon: 'home' },
  { id: 'activity', labelKey: 'tab.promotions', icon: 'gift' },
  { id: 'deposit', labelKey: 'tab.deposit', icon: 'deposit' },
  { id: 'member', labelKey: 'tab.member', icon: 'user' },
];

/**
 * SPEC bottom tabs on a page: those of the remotes the merchant enabled, the current page's marked. The
 * shell's tab bar and the server-drawn home frame both draw this list.
 */
export function tabItemsFor(pathname: string, enabledRemotes: readonly RemoteName[]): TabItem[] {
  const active = activeTab(pathname);
  return TABS.filter((tab) => isPathEnabled(TAB_PATHS[tab.id], enabledRemotes)).map((tab) => ({
    ...tab,
    path: TAB_PATHS[tab.id],
    active: tab.id === active,
  }));
}
