import {
  type AccessContext,
  type AccessRule,
  isPathEnabled,
  isShown,
  menuEntries,
  pathOf,
  type RemoteName,
} from '@mobile/shared-contracts';
import type { IconName } from '../ui/icon';

export interface DrawerEntry {
  /** Also the key of the entry's switch in whitelabel.menu. */
  id: string;
  labelKey: string;
  icon: IconName;
  /** Page the entry opens; the download entry opens a popup instead. */
  path: string | null;
  /** The access rule a tap checks (the page's own); entries without one are open to every member. */
  access?: AccessRule;
  /** Shows the unread total (inbox + announcements + chat) of the shell's unread stream. */
  unread?: boolean;
}

/** SPEC right-side drawer entries, in the order shown: the page records' drawer menu (`page-menus.ts`). */
export const DRAWER_ENTRIES: readonly DrawerEntry[] = menuEntries('drawer').map((entry) => ({
  id: entry.id,
  labelKey: entry.labelKey,
  icon: entry.icon,
  path: entry.page === null ? null : pathOf(entry.page),
  ...(entry.gate ? { access: entry.gate } : {}),
  ...(entry.unread ? { unread: true } : {}),
}));

export interface DrawerSwitches {
  /** whitelabel.menu: an entry switched to false is hidden. */
  menu: Readonly<Record<string, boolean>>;
  /**
   * The member's access context: an entry whose gate hides it draws nothing (mission without its MISSION
   * promotion, live streams without CBS3 or with the nochat label).
   */
  access: AccessContext;
  /** Inside the app or an installed web app the download promo is hidden. */
  installed: boolean;
  /** Remotes the merchant enabled: entries of a switched-off remote disappear. */
  enabledRemotes: readonly RemoteName[];
}

/** Entries a member sees: VIP and responsible gaming always; download only outside the app; gated ones when their gate shows them. */
export function visibleDrawerEntries({
  menu,
  access,
  installed,
  enabledRemotes,
}: DrawerSwitches): DrawerEntry[] {
  return DRAWER_ENTRIES.filter((entry) => {
    if (entry.path && !isPathEnabled(entry.path, enabledRemotes)) return false;
    // Regulators want the responsible-gaming page reachable from every page: no switch hides it.
    if (entry.id === 'vip' || entry.id === 'responsible') return true;
    if (entry.id === 'downloadApp') return !installed;
    // A gate that hides the page for this member draws no entry (types it refuses still see it: a tap says why).
    if (entry.access && !isShown(entry.access, access)) return false;
    return menu[entry.id] !== false;
  });
}
