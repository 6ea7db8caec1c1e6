import {
  type AccessRule,
  GUEST_ACCESS,
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
  /** settings.promos: mission shows only when MISSION is on. */
  promos: Readonly<Record<string, boolean>>;
  /** Inside the app or an installed web app the download promo is hidden. */
  installed: boolean;
  /** Remotes the merchant enabled: entries of a switched-off remote disappear. */
  enabledRemotes: readonly RemoteName[];
}

/** Entries a member sees: VIP and responsible gaming always; download only outside the app; mission only with its promo. */
export function visibleDrawerEntries({
  menu,
  promos,
  installed,
  enabledRemotes,
}: DrawerSwitches): DrawerEntry[] {
  return DRAWER_ENTRIES.filter((entry) => {
    if (entry.path && !isPathEnabled(entry.path, enabledRemotes)) return false;
    // Regulators want the responsible-gaming page reachable from every page: no switch hides it.
    if (entry.id === 'vip' || entry.id === 'responsible') return true;
    if (entry.id === 'downloadApp') return !installed;
    // A gate switched off for the merchant (mission without its MISSION promotion) draws no entry.
    if (entry.access && !isShown(entry.access, { ...GUEST_ACCESS, promos })) return false;
    return menu[entry.id] !== false;
  });
}
