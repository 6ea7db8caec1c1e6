import { useMount, useStreamValue } from '@mobile/react-kit';
import { announcementsQueryKey } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { NoticeTypes } from '../notice-query';

/** Announcements of the given types; read marks are personal, so the list follows the logged-in member. */
export function useAnnouncements(types: NoticeTypes) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: announcementsQueryKey(types, session?.id ?? null),
    queryFn: ({ signal }) => api.call('announcements', { types }, { signal }),
  });
}
