import { CHAT_FEATURE } from './chat-gate';
import type { Whitelabel } from './endpoints/system';
import { canUseInbox } from './inbox-access';
import type { MemberInfo, SessionInfo, UnreadCounts } from './session';
import { canDeposit, chatHidden } from './session';

export interface UnreadSources {
  inbox: boolean;
  announcements: boolean;
  chat: boolean;
}

/**
 * Which unread counts are fetched (SPEC 6): none for guests; the inbox for every member but free play;
 * chat only when CBS3 is on, for types 0, 1, 2 without the nochat label.
 */
export function unreadSources(
  session: Pick<SessionInfo, 'type'> | null,
  member: Pick<MemberInfo, 'memberLabel'> | null,
  whitelabel: Pick<Whitelabel, 'features'>,
): UnreadSources {
  if (!session) return { inbox: false, announcements: false, chat: false };
  return {
    inbox: canUseInbox(session.type),
    announcements: true,
    chat: whitelabel.features.includes(CHAT_FEATURE) && canDeposit(session.type) && !chatHidden(member),
  };
}

const count = (n: number | undefined) => (Number.isFinite(n) && (n ?? 0) > 0 ? Math.floor(n ?? 0) : 0);

/** The one place the badge total is summed: inbox + announcements + chat, each at least 0. */
export function unreadTotals(parts: Partial<Omit<UnreadCounts, 'total'>>): UnreadCounts {
  const inbox = count(parts.inbox);
  const announcements = count(parts.announcements);
  const chat = count(parts.chat);
  return { inbox, announcements, chat, total: inbox + announcements + chat };
}
