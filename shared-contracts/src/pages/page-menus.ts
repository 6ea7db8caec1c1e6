import { type AccessRule, INBOX_ENTRY_RULE } from '../access/access-rules';
import { HOME_PATH } from '../routes';
import type { AgentMenuIcon, MemberCentreIcon, ShellMenuIcon } from './menu-icons';
import type { PageKey } from './page-key';
import { pathOf } from './page-paths';

/** A menu opens a page record by key, or the player home (`home`, the shell's own page, no record). */
export type MenuPage = PageKey | 'home';

/** The path a menu entry opens. */
export const menuPathOf = (page: MenuPage): string => (page === 'home' ? HOME_PATH : pathOf(page));

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

/** A bottom tab (SPEC 2 page frame), drawn by the shell and by the server-drawn home frame. */
export interface TabMenuEntry {
  menu: 'tab';
  id: 'home' | 'activity' | 'deposit' | 'member';
  page: MenuPage;
  labelKey: string;
  icon: ShellMenuIcon;
  gate?: AccessRule;
}

/** A service sheet entry (SPEC 2), drawn by the shell; chat opens the shell's chat instead of a page. */
export interface ServiceMenuEntry {
  menu: 'service';
  id: 'chat' | 'messages' | 'notice' | 'feedback' | 'task';
  page: PageKey | null;
  labelKey: string;
  icon: ShellMenuIcon;
  gate?: AccessRule;
  /** Which count of the shell's unread stream the entry's badge shows. */
  unread?: 'chat' | 'inbox' | 'announcements';
}

/**
 * A row of the security centre (remote-member) in the order drawn; its label is `security.item.<id>`.
 * A row with a page links there; the others are changed in place on the security centre.
 */
export interface SecurityCentreMenuEntry {
  menu: 'securityCentre';
  id: 'loginPassword' | 'withdrawalPassword' | 'payeeName' | 'mobile' | 'email' | 'securityQuestions';
  page: PageKey | null;
  /** A query that picks the page's view (the withdraw page's password view). */
  query?: string;
}

/** An agent home menu entry (SPEC 2), drawn by remote-agent; its label is `menu.<id>`. */
export interface AgentMenuEntry {
  menu: 'agentMenu';
  /** Also the key of the entry's switch in whitelabel.menu. */
  id: AgentMenuIcon;
  /** null: online service, which opens the chat. */
  page: PageKey | null;
  query?: string;
  icon: AgentMenuIcon;
  /** SPEC 2: an entry shows only when its whitelabel.menu switch is on; online service always. */
  shown: 'switchedOn' | 'always';
}

/** An agent footer link (SPEC 2), drawn by remote-agent; its label is `footer.<id>`. */
export interface AgentFooterMenuEntry {
  menu: 'agentFooter';
  id: 'home' | 'openAccount' | 'dividend' | 'announcements';
  page: MenuPage;
  query?: string;
  icon: AgentMenuIcon;
  gate?: AccessRule;
}

export type MenuEntry =
  | TabMenuEntry
  | DrawerMenuEntry
  | MemberCentreMenuEntry
  | ServiceMenuEntry
  | SecurityCentreMenuEntry
  | AgentMenuEntry
  | AgentFooterMenuEntry;
export type MenuName = MenuEntry['menu'];

/**
 * The menus the page records appear in, by page key; each menu in the order drawn. The tab bar, drawer,
 * member centre, service sheet, security centre, agent menu and agent footer are read from here; a gate
 * is the access table's rule of the page the entry opens (or a merchant switch's rule).
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { menu: 'tab', id: 'home', page: 'home', labelKey: 'tab.home', icon: 'home' },
  { menu: 'tab', id: 'activity', page: 'promotions', labelKey: 'tab.promotions', icon: 'gift' },
  {
    menu: 'tab',
    id: 'deposit',
    page: 'deposit',
    labelKey: 'tab.deposit',
    icon: 'deposit',
    gate: 'depositor',
  },
  { menu: 'tab', id: 'member', page: 'memberCentre', labelKey: 'tab.member', icon: 'user' },

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
  {
    menu: 'drawer',
    id: 'liveRooms',
    page: 'liveRooms',
    labelKey: 'drawer.liveRooms',
    icon: 'video',
    gate: 'chat',
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
  { menu: 'memberCentre', page: 'inbox', icon: 'inbox', gate: INBOX_ENTRY_RULE },
  { menu: 'memberCentre', page: 'notice', icon: 'notice' },

  // The shell's chat launcher applies the chat rule's login and free_reject answers.
  {
    menu: 'service',
    id: 'chat',
    page: null,
    labelKey: 'service.chat',
    icon: 'chat',
    gate: 'chat',
    unread: 'chat',
  },
  {
    menu: 'service',
    id: 'messages',
    page: 'inbox',
    labelKey: 'service.messages',
    icon: 'mail',
    gate: INBOX_ENTRY_RULE,
    unread: 'inbox',
  },
  {
    menu: 'service',
    id: 'notice',
    page: 'notice',
    labelKey: 'service.announcements',
    icon: 'megaphone',
    unread: 'announcements',
  },
  { menu: 'service', id: 'feedback', page: 'feedback', labelKey: 'service.feedback', icon: 'edit' },
  { menu: 'service', id: 'task', page: 'mission', labelKey: 'service.task', icon: 'task' },

  { menu: 'securityCentre', id: 'loginPassword', page: 'changePassword' },
  // The withdraw page owns the withdrawal-password flows (set, change, reset).
  { menu: 'securityCentre', id: 'withdrawalPassword', page: 'withdraw', query: 'view=password' },
  // Set once: afterwards only customer service changes it (it is every bank card's holder).
  { menu: 'securityCentre', id: 'payeeName', page: null },
  // Both changed with the login password and a code to the new address (issue 26 finding 7).
  { menu: 'securityCentre', id: 'mobile', page: null },
  { menu: 'securityCentre', id: 'email', page: null },
  // Changeable any time (the login password confirms it); the answers are never shown.
  { menu: 'securityCentre', id: 'securityQuestions', page: null },

  { menu: 'agentMenu', id: 'teamOverview', page: 'teamOverview', icon: 'teamOverview', shown: 'switchedOn' },
  {
    menu: 'agentMenu',
    id: 'transactionRecord',
    page: 'transactionRecord',
    query: 'types=A',
    icon: 'transactionRecord',
    shown: 'switchedOn',
  },
  {
    menu: 'agentMenu',
    id: 'teamManagement',
    page: 'teamManagement',
    icon: 'teamManagement',
    shown: 'switchedOn',
  },
  { menu: 'agentMenu', id: 'redRain', page: 'redRain', icon: 'redRain', shown: 'switchedOn' },
  { menu: 'agentMenu', id: 'teamPnl', page: 'teamPnl', icon: 'teamPnl', shown: 'switchedOn' },
  { menu: 'agentMenu', id: 'teamBetting', page: 'teamBetting', icon: 'teamBetting', shown: 'switchedOn' },
  { menu: 'agentMenu', id: 'agentRebate', page: 'agentRebate', icon: 'agentRebate', shown: 'switchedOn' },
  { menu: 'agentMenu', id: 'teamRebate', page: 'teamRebate', icon: 'teamRebate', shown: 'switchedOn' },
  {
    menu: 'agentMenu',
    id: 'securityCenter',
    page: 'securityCenter',
    icon: 'securityCenter',
    shown: 'switchedOn',
  },
  { menu: 'agentMenu', id: 'mail', page: 'inbox', icon: 'mail', shown: 'switchedOn' },
  { menu: 'agentMenu', id: 'onlineService', page: null, icon: 'onlineService', shown: 'always' },

  // The player site's home: the agent's way back from the agent area.
  { menu: 'agentFooter', id: 'home', page: 'home', icon: 'home' },
  { menu: 'agentFooter', id: 'openAccount', page: 'agentRegister', icon: 'openAccount' },
  { menu: 'agentFooter', id: 'dividend', page: 'agentDividend', icon: 'dividend', gate: 'dividend' },
  {
    menu: 'agentFooter',
    id: 'announcements',
    page: 'memberNotice',
    query: 'types=A',
    icon: 'announcements',
  },
];

/** The entries of one menu, in the order drawn. */
export function menuEntries<M extends MenuName>(menu: M): Extract<MenuEntry, { menu: M }>[] {
  return MENU_ENTRIES.filter((entry): entry is Extract<MenuEntry, { menu: M }> => entry.menu === menu);
}

/** The address an entry opens (its page's path and the view's query), or null when it opens no page. */
export function menuEntryPath(entry: { page: MenuPage; query?: string }): string;
export function menuEntryPath(entry: { page: MenuPage | null; query?: string }): string | null;
export function menuEntryPath(entry: { page: MenuPage | null; query?: string }): string | null {
  if (entry.page === null) return null;
  return entry.query ? `${menuPathOf(entry.page)}?${entry.query}` : menuPathOf(entry.page);
}

/**
 * The pages a player most often opens from home, most likely first (the shell preloads their parcels
 * while idle): a game category, the full game list, then login (guests) or the member centre and
 * deposit (members).
 */
export const LIKELY_NEXT_PAGES: Readonly<Record<'guest' | 'member', readonly PageKey[]>> = {
  guest: ['gameCenter', 'gameList', 'login'],
  member: ['gameCenter', 'gameList', 'memberCentre', 'deposit'],
};
