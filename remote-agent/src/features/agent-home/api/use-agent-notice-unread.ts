import { useMount, useStreamValue } from '@mobile/react-kit';
import { announcementsQueryKey } from '@mobile/shared-contracts';
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
    queryKey: announcementsQueryKey(AGENT_NOTICE_TYPES, session?.id ?? null),
    queryFn: ({ signal }) => api.call('announcements', { types: AGENT_NOTICE_TYPES }, { signal }),
    select: (list) => list.footer.unreadCount,
    enabled: session !== null,
  });
}
