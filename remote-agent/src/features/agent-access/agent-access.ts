import { isAgent, memberTypeOf, type SessionInfo } from '@mobile/shared-contracts';

/** SPEC 4 agent screen load: no session, or member type 0, 4 or 40, is sent back to home. */
export function canOpenAgentHome(session: SessionInfo | null): session is SessionInfo {
  return session !== null && isAgent(memberTypeOf(session));
}
