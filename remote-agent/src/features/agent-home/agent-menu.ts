import { SITE_PATHS, showsInbox } from '@mobile/shared-contracts';

export type AgentMenuId =
  | 'teamOverview'
  | 'transactionRecord'
  | 'teamManagement'
  | 'redRain'
  | 'teamPnl'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'securityCenter'
  | 'mail'
  | 'onlineService';

/** A menu entry either opens a page or, for online service, the chat (through the shell's chat gate). */
export type AgentMenuEntry =
  | { id: Exclude<AgentMenuId, 'onlineService'>; to: string }
  | { id: 'onlineService'; to: null };

/** SPEC 2 agent home menu grid, in its order; ids are the whitelabel menu switch keys. */
export const AGENT_MENU: readonly AgentMenuEntry[] = [
  { id: 'teamOverview', to: SITE_PATHS.teamOverview },
  { id: 'transactionRecord', to: SITE_PATHS.agentTransactionRecord },
  { id: 'teamManagement', to: SITE_PATHS.teamManagement },
  { id: 'redRain', to: SITE_PATHS.redRain },
  { id: 'teamPnl', to: SITE_PATHS.teamPnl },
  { id: 'teamBetting', to: SITE_PATHS.teamBetting },
  { id: 'agentRebate', to: SITE_PATHS.agentRebate },
  { id: 'teamRebate', to: SITE_PATHS.teamRebate },
  { id: 'securityCenter', to: SITE_PATHS.securityCenter },
  { id: 'mail', to: SITE_PATHS.inbox },
  { id: 'onlineService', to: null },
];

/**
 * Entries the site shows (SPEC 2): each only when its whitelabel switch is on; online service always;
 * mail also needs the MAILCEN feature (SPEC 6).
 */
export function visibleAgentMenu(
  menu: Readonly<Record<string, boolean>>,
  features: readonly string[],
): AgentMenuEntry[] {
  return AGENT_MENU.filter(
    (entry) =>
      entry.id === 'onlineService' ||
      (menu[entry.id] === true && (entry.id !== 'mail' || showsInbox(features))),
  );
}
