import { isAgent, isFreePlay, type SessionInfo } from '@mobile/shared-contracts';

/** SPEC 4 member centre tap: no session -> login; type 4 -> register prompt; else the member centre. */
export type MemberCentreTap = 'login' | 'register-prompt' | 'allow';

export function memberCentreTap(session: Pick<SessionInfo, 'type'> | null): MemberCentreTap {
  if (!session) return 'login';
  return isFreePlay(session.type) ? 'register-prompt' : 'allow';
}

/** SPEC 4 affiliate tap: no session -> login; agent -> agent modal; REFERRAL promo on -> referral page; else coming soon. */
export type AffiliateTap = 'login' | 'agent-modal' | 'referral' | 'coming-soon';

export function affiliateTap(
  session: Pick<SessionInfo, 'type'> | null,
  promos: Readonly<Record<string, boolean>>,
): AffiliateTap {
  if (!session) return 'login';
  if (isAgent(session.type)) return 'agent-modal';
  return promos.REFERRAL ? 'referral' : 'coming-soon';
}
