import { useMount, useStreamValue } from '@mobile/react-kit';
import { AGENT_NOTICE_GROUP, announcementRequest, apiQuery } from '@mobile/shared-contracts';
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
    ...apiQuery(
      api,
      'announcements',
      announcementRequest(merchant.manifest.merchantCode, AGENT_NOTICE_TYPES, AGENT_NOTICE_GROUP),
      { member: session?.id ?? null },
    ),
    select: (list) => list.footer.unreadCount,
    enabled: session !== null,
  });
}
