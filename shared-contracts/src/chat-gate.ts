import type { Whitelabel } from './endpoints/system';
import type { MemberInfo, SessionInfo } from './session';
import { canDeposit, chatHidden } from './session';

/** Whitelabel feature that switches live chat on (SPEC 6). */
export const CHAT_FEATURE = 'CBS3';

/** hidden: no entry at all; login: guest; reject: free_reject; open: launch the chat. */
export type ChatGate = 'hidden' | 'login' | 'reject' | 'open';

/**
 * SPEC 2/4/6 live chat: the entry needs CBS3 and no nochat label; a guest's tap goes to login, a
 * member type other than 0, 1, 2 gets free_reject.
 */
export function chatGate(
  session: Pick<SessionInfo, 'type'> | null,
  member: Pick<MemberInfo, 'memberLabel'> | null,
  whitelabel: Pick<Whitelabel, 'features'>,
): ChatGate {
  if (!whitelabel.features.includes(CHAT_FEATURE) || chatHidden(member)) return 'hidden';
  if (!session) return 'login';
  return canDeposit(session.type) ? 'open' : 'reject';
}
