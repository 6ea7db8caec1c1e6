import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { NoticeTypes } from '../notice-query';

/** Announcements of the given types; read marks are personal, so the list follows the logged-in member. */
export function useAnnouncements(types: NoticeTypes) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'announcements', { types }, { member: session?.id ?? null }),
  });
}
