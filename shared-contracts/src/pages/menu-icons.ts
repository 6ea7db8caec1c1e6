/**
 * Icons a menu may name, per drawing package: the shell's `Icon` (tab bar, drawer, service sheet), the
 * member centre's `EntryIcon` and the agent home's `Icon`. Each package's icon map is typed by its list,
 * so an id here without a drawing, or a menu entry naming an id not here, fails the build and
 * page-declaration.test.ts.
 */
export const SHELL_MENU_ICONS = [
  'home',
  'gift',
  'user',
  'deposit',
  'withdraw',
  'record',
  'list',
  'chart',
  'crown',
  'shield',
  'help',
  'download',
  'bag',
  'target',
  'mail',
  'chat',
  'megaphone',
  'edit',
  'task',
  'video',
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

export const AGENT_MENU_ICONS = [
  'teamOverview',
  'transactionRecord',
  'teamManagement',
  'redRain',
  'teamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'securityCenter',
  'mail',
  'onlineService',
  'home',
  'openAccount',
  'dividend',
  'announcements',
] as const;
export type AgentMenuIcon = (typeof AGENT_MENU_ICONS)[number];
