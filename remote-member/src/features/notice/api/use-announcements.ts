import { useMount, useStreamValue } from '@mobile/react-kit';
import { AGENT_NOTICE_GROUP, announcementRequest, apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { AGENT_NOTICE_TYPES, type NoticeTypes } from '../notice-query';

/** Announcements of the given types; read marks are personal, so the list follows the logged-in member. */
export function useAnnouncements(types: NoticeTypes) {
  const { api, bus, merchant } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(
      api,
      'announcements',
      announcementRequest(
        merchant.manifest.merchantCode,
        types,
        types === AGENT_NOTICE_TYPES ? AGENT_NOTICE_GROUP : undefined,
      ),
      { member: session?.id ?? null },
    ),
  });
}
