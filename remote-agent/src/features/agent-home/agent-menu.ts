import {
  type AgentMenuEntry as AgentMenuRecord,
  menuEntries,
  menuEntryPath,
  showsInbox,
} from '@mobile/shared-contracts';

export type AgentMenuId = AgentMenuRecord['id'];

/** A menu entry either opens a page or, for online service, the chat (through the shell's chat gate). */
export interface AgentMenuEntry {
  id: AgentMenuId;
  /** null: online service, which opens the chat. */
  to: string | null;
  shown: AgentMenuRecord['shown'];
}

/** SPEC 2 agent home menu grid, in its order: the page records' agent menu (`page-menus.ts`). */
export const AGENT_MENU: readonly AgentMenuEntry[] = menuEntries('agentMenu').map((entry) => ({
  id: entry.id,
  to: menuEntryPath(entry),
  shown: entry.shown,
}));

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
      entry.shown === 'always' || (menu[entry.id] === true && (entry.id !== 'mail' || showsInbox(features))),
  );
}
