import {
  type AgentFooterMenuEntry,
  GUEST_ACCESS,
  isShown,
  MERCHANT_SWITCH,
  menuEntries,
  menuEntryPath,
} from '@mobile/shared-contracts';

export type AgentFooterId = AgentFooterMenuEntry['id'];

/** Whitelabel feature that turns the dividend entry and page on. */
export const DIVIDEND_FEATURE = MERCHANT_SWITCH.dividend;

export interface AgentFooterLink {
  id: AgentFooterId;
  to: string;
}

/**
 * SPEC 2 agent footer, the page records' agent footer menu (`page-menus.ts`): home (the player site's),
 * open account, dividend (only with its DIVIDEND feature: the entry's gate), announcements.
 */
export function agentFooterLinks(features: readonly string[]): AgentFooterLink[] {
  return menuEntries('agentFooter')
    .filter((entry) => !entry.gate || isShown(entry.gate, { ...GUEST_ACCESS, features }))
    .map((entry) => ({ id: entry.id, to: menuEntryPath(entry) }));
}
