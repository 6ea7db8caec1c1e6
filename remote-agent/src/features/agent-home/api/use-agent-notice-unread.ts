import { useMount, useStreamValue } from '@mobile/react-kit';
import { AGENT_NOTICE_GROUP, announcementRequest, announcementsQueryKey } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

const AGENT_NOTICE_TYPES = 'A';

/**
 * Unread agent announcements for the footer badge; shares its query key with the notice page, so a
 * notice read there lowers this count.
 */
export function useAgentNoticeUnread() {
  const { api, bus, merchant } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: announcementsQueryKey(AGENT_NOTICE_TYPES, session?.id ?? null),
    queryFn: ({ signal }) =>
      api.call(
        'announcements',
        announcementRequest(merchant.manifest.merchantCode, AGENT_NOTICE_TYPES, AGENT_NOTICE_GROUP),
        { signal },
      ),
    select: (list) => list.footer.unreadCount,
    enabled: session !== null,
  });
}
