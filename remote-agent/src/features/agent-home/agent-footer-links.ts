import { SITE_PATHS } from '@mobile/shared-contracts';

export type AgentFooterId = 'home' | 'openAccount' | 'dividend' | 'announcements';

export interface AgentFooterLink {
  id: AgentFooterId;
  to: string;
}

/** Whitelabel feature that turns the dividend entry on. */
export const DIVIDEND_FEATURE = 'DIVIDEND';

/** SPEC 2 agent footer: home (the player site's), open account, dividend (only with the feature), announcements. */
export function agentFooterLinks(features: readonly string[]): AgentFooterLink[] {
  return [
    { id: 'home', to: SITE_PATHS.home },
    { id: 'openAccount', to: SITE_PATHS.agentRegister },
    ...(features.includes(DIVIDEND_FEATURE)
      ? [{ id: 'dividend' as const, to: SITE_PATHS.agentDividend }]
      : []),
    { id: 'announcements', to: SITE_PATHS.agentNotice },
  ];
}
