import { accessContextOf } from './access/access-context';
import { inbox } from './access/access-rules';
import type { SessionInfo } from './session';

/**
 * Who may use the inbox: the access table's `inbox` rule (every logged-in member but free play), for
 * every entry (header icon, service sheet, member centre, message centre, agent home mail), the inbox
 * page and the server.
 */
export function canUseInbox(memberType: number): boolean {
  return inbox(accessContextOf({ session: { type: memberType } })) === 'allow';
}

/** A tap on an inbox entry: guests log in, free play gets free_reject (2 s), members go in. */
export type InboxTap = 'login' | 'reject' | 'allow';

export function inboxTap(session: Pick<SessionInfo, 'type'> | null): InboxTap {
  const verdict = inbox(accessContextOf({ session }));
  return verdict === 'login' || verdict === 'allow' ? verdict : 'reject';
}
