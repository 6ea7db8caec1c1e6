import type { AccessRule } from '../access/access-rules';
import type { PageKey } from './page-key';

/**
 * Icons a menu may name, per drawing package: the shell's `Icon` (drawer) and the member centre's
 * `EntryIcon`. Each package's icon map is typed by its list, so an id here without a drawing, or a menu
 * entry naming an id not here, fails the build and page-declaration.test.ts.
 */
export const SHELL_MENU_ICONS = [
  'user',
  'deposit',
  'withdraw',
  'record',
  'list',
  'chart',
  'gift',
  'crown',
  'shield',
  'help',
  'download',
  'bag',
  'target',
  'mail',
] as const;
export type ShellMenuIcon = (typeof SHELL_MENU_ICONS)[number];

export const MEMBER_CENTRE_ICONS = [
  'account',
  'deposit',
  'withdraw',
  'transfer',
  'bets',
  'records',
  'pnl',
  'reward',
  'vip',
  'security',
  'mall',
  'settings',
  'messages',
  'inbox',
  'notice',
] as const;
export type MemberCentreIcon = (typeof MEMBER_CENTRE_ICONS)[number];

/** A right-side drawer entry (SPEC 2), drawn by the shell. */
export interface DrawerMenuEntry {
  menu: 'drawer';
  /** Also the key of the entry's switch in whitelabel.menu. */
  id: string;
  /** The page it opens; null: the download entry, which opens a popup. */
  page: PageKey | null;
  labelKey: string;
  icon: ShellMenuIcon;
  /** The access rule a tap checks (the page's own); none: every member. */
  gate?: AccessRule;
  /** Shows the unread total (inbox + announcements + chat). */
  unread?: true;
}

/** A member centre grid entry (SPEC 2), drawn by remote-member; its label is `memberCentre.entry.<icon>`. */
export interface MemberCentreMenuEntry {
  menu: 'memberCentre';
  page: PageKey;
  icon: MemberCentreIcon;
  gate?: AccessRule;
}

export type MenuEntry = DrawerMenuEntry | MemberCentreMenuEntry;
export type MenuName = MenuEntry['menu'];

/**
 * The menus the page records appear in, by page key; each menu in the order drawn. The drawer and the
 * member centre are read from here; a gate is the access table's rule of the page the entry opens.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { menu: 'drawer', id: 'myAccount', page: 'myAccount', labelKey: 'drawer.myAccount', icon: 'user' },
  {
    menu: 'drawer',
    id: 'deposit',
    page: 'deposit',
    labelKey: 'drawer.deposit',
    icon: 'deposit',
    gate: 'depositor',
  },
  {
    menu: 'drawer',
    id: 'withdraw',
    page: 'withdraw',
    labelKey: 'drawer.withdraw',
    icon: 'withdraw',
    gate: 'depositor',
  },
  { menu: 'drawer', id: 'gameRecord', page: 'gameRecord', labelKey: 'drawer.gameRecord', icon: 'record' },
  {
    menu: 'drawer',
    id: 'transactionRecord',
    page: 'transactionRecord',
    labelKey: 'drawer.transactionRecord',
    icon: 'list',
  },
  {
    menu: 'drawer',
    id: 'profitAndLoss',
    page: 'profitAndLoss',
    labelKey: 'drawer.profitAndLoss',
    icon: 'chart',
  },
  { menu: 'drawer', id: 'rewardCenter', page: 'rewardCenter', labelKey: 'drawer.rewardCenter', icon: 'gift' },
  { menu: 'drawer', id: 'vip', page: 'vip', labelKey: 'drawer.vip', icon: 'crown' },
  {
    menu: 'drawer',
    id: 'securityCenter',
    page: 'securityCenter',
    labelKey: 'drawer.securityCenter',
    icon: 'shield',
  },
  { menu: 'drawer', id: 'responsible', page: 'responsible', labelKey: 'drawer.responsible', icon: 'help' },
  { menu: 'drawer', id: 'downloadApp', page: null, labelKey: 'drawer.downloadApp', icon: 'download' },
  { menu: 'drawer', id: 'pointMall', page: 'pointMall', labelKey: 'drawer.pointMall', icon: 'bag' },
  {
    menu: 'drawer',
    id: 'mission',
    page: 'mission',
    labelKey: 'drawer.mission',
    icon: 'target',
    gate: 'mission',
  },
  // Per-site switch 'mail' (whitelabel menu): the message centre, with every unread count in one badge.
  {
    menu: 'drawer',
    id: 'mail',
    page: 'messageCentre',
    labelKey: 'drawer.messages',
    icon: 'mail',
    unread: true,
  },

  { menu: 'memberCentre', page: 'myAccount', icon: 'account' },
  { menu: 'memberCentre', page: 'deposit', icon: 'deposit', gate: 'depositor' },
  { menu: 'memberCentre', page: 'withdraw', icon: 'withdraw', gate: 'depositor' },
  // Fund transfer (GCS_walletTransfer): real money only, like deposit.
  { menu: 'memberCentre', page: 'transfer', icon: 'transfer', gate: 'depositor' },
  { menu: 'memberCentre', page: 'gameRecord', icon: 'bets' },
  { menu: 'memberCentre', page: 'transactionRecord', icon: 'records' },
  { menu: 'memberCentre', page: 'profitAndLoss', icon: 'pnl' },
  { menu: 'memberCentre', page: 'rewardCenter', icon: 'reward' },
  { menu: 'memberCentre', page: 'vip', icon: 'vip' },
  { menu: 'memberCentre', page: 'securityCenter', icon: 'security' },
  { menu: 'memberCentre', page: 'pointMall', icon: 'mall' },
  { menu: 'memberCentre', page: 'settings', icon: 'settings' },
  { menu: 'memberCentre', page: 'messageCentre', icon: 'messages' },
  { menu: 'memberCentre', page: 'inbox', icon: 'inbox', gate: 'inbox' },
  { menu: 'memberCentre', page: 'notice', icon: 'notice' },
];

/** The entries of one menu, in the order drawn. */
export function menuEntries<M extends MenuName>(menu: M): Extract<MenuEntry, { menu: M }>[] {
  return MENU_ENTRIES.filter((entry): entry is Extract<MenuEntry, { menu: M }> => entry.menu === menu);
}
