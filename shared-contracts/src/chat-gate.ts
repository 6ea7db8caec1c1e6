import { accessContextOf } from './access/access-context';
import { chat } from './access/access-rules';
import { MERCHANT_SWITCH } from './access/merchant-switches';
import type { Whitelabel } from './endpoints/system';
import type { MemberInfo, SessionInfo } from './session';

/** Whitelabel feature that switches live chat on (SPEC 6). */
export const CHAT_FEATURE = MERCHANT_SWITCH.chat;

/** hidden: no entry at all; login: guest; reject: free_reject; open: launch the chat. */
export type ChatGate = 'hidden' | 'login' | 'reject' | 'open';

/**
 * SPEC 2/4/6 live chat, the access table's `chat` rule: the entry needs CBS3 and no nochat label; a
 * guest's tap goes to login, a member type other than 0, 1, 2 gets free_reject.
 */
export function chatGate(
  session: Pick<SessionInfo, 'type'> | null,
  member: Pick<MemberInfo, 'memberLabel'> | null,
  whitelabel: Pick<Whitelabel, 'features'>,
): ChatGate {
  const verdict = chat(accessContextOf({ session, member, features: whitelabel.features }));
  return verdict === 'allow' ? 'open' : verdict === 'home' ? 'hidden' : verdict;
}
