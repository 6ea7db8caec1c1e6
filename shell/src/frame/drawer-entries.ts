import { type AccessRule, isPathEnabled, type RemoteName } from '@mobile/shared-contracts';
import type { IconName } from '../ui/icon';

export type DrawerEntryId =
  | 'myAccount'
  | 'deposit'
  | 'withdraw'
  | 'gameRecord'
  | 'transactionRecord'
  | 'profitAndLoss'
  | 'rewardCenter'
  | 'vip'
  | 'securityCenter'
  | 'responsible'
  | 'downloadApp'
  | 'pointMall'
  | 'mission'
  | 'mail';

export interface DrawerEntry {
  /** Also the key of the entry's switch in whitelabel.menu. */
  id: DrawerEntryId;
  labelKey: string;
  icon: IconName;
  /** Page the entry opens; the download entry opens a popup instead. */
  path: string | null;
  /** The access rule a tap checks (the page's own); entries without one are open to every member. */
  access?: AccessRule;
  /** Shows the unread total (inbox + announcements + chat) of the shell's unread stream. */
  unread?: boolean;
}

/** SPEC right-side drawer entries, in the order shown. */
export const DRAWER_ENTRIES: readonly DrawerEntry[] = [
  { id: 'myAccount', labelKey: 'drawer.myAccount', icon: 'user', path: '/m/myAccount/index' },
  {
    id: 'deposit',
    labelKey: 'drawer.deposit',
    icon: 'deposit',
    path: '/m/voucherCenter',
    access: 'depositor',
  },
  { id: 'withdraw', labelKey: 'drawer.withdraw', icon: 'withdraw', path: '/m/withdraw', access: 'depositor' },
  { id: 'gameRecord', labelKey: 'drawer.gameRecord', icon: 'record', path: '/m/gameRecord' },
  {
    id: 'transactionRecord',
    labelKey: 'drawer.transactionRecord',
    icon: 'list',
    path: '/m/transaction/record',
  },
  { id: 'profitAndLoss', labelKey: 'drawer.profitAndLoss', icon: 'chart', path: '/m/profitandloss' },
  { id: 'rewardCenter', labelKey: 'drawer.rewardCenter', icon: 'gift', path: '/m/rewardCenter' },
  { id: 'vip', labelKey: 'drawer.vip', icon: 'crown', path: '/m/member/benefits' },
  { id: 'securityCenter', labelKey: 'drawer.securityCenter', icon: 'shield', path: '/m/securityCenter' },
  { id: 'responsible', labelKey: 'drawer.responsible', icon: 'help', path: '/m/responsible' },
  { id: 'downloadApp', labelKey: 'drawer.downloadApp', icon: 'download', path: null },
  { id: 'pointMall', labelKey: 'drawer.pointMall', icon: 'bag', path: '/m/mall/mallHome' },
  { id: 'mission', labelKey: 'drawer.mission', icon: 'target', path: '/m/task' },
  // Per-site switch 'mail' (whitelabel menu): the message centre, with every unread count in one badge.
  { id: 'mail', labelKey: 'drawer.messages', icon: 'mail', path: '/m/message', unread: true },
];

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
    if (entry.id === 'mission' && promos.MISSION !== true) return false;
    return menu[entry.id] !== false;
  });
}
