import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

const AGENT_NOTICE_TYPES = 'A';

/**
 * Unread agent announcements for the footer badge; shares its query key with the notice page, so a
 * notice read there lowers this count.
 */
export function useAgentNoticeUnread() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'announcements', { types: AGENT_NOTICE_TYPES }, { member: session?.id ?? null }),
    select: (list) => list.footer.unreadCount,
    enabled: session !== null,
  });
}
