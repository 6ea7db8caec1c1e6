import { isFreePlay, type SessionInfo } from './session';

/**
 * Who may use the inbox, the one rule for every entry (header icon, service sheet, member centre,
 * message centre, agent home mail), the inbox page and the server: every logged-in member but free play.
 * SPEC 6 refuses the inbox to free play (type 4, also a session without a type: memberTypeOf) and fetches the
 * inbox unread count for every non-guest; agents (40-42) have a mail entry with its badge on the agent
 * home, so the deposit rule (types 0, 1, 2 only) is not the inbox's.
 */
export function canUseInbox(memberType: number): boolean {
  return !isFreePlay(memberType);
}

/** A tap on an inbox entry: guests log in, free play gets free_reject (2 s), members go in. */
export type InboxTap = 'login' | 'reject' | 'allow';

export function inboxTap(session: Pick<SessionInfo, 'type'> | null): InboxTap {
  if (!session) return 'login';
  return canUseInbox(session.type) ? 'allow' : 'reject';
}
