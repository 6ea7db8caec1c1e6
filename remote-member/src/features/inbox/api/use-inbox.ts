import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

export const INBOX_QUERY_ROOT = ['inbox'] as const;

/** The member's inbox (newest first) with its unread count; not asked for when the member may not use it. */
export function useInbox(allowed: boolean) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...INBOX_QUERY_ROOT, session?.id ?? null],
    queryFn: ({ signal }) => api.call('inboxList', {}, { signal }),
    enabled: allowed && session !== null,
  });
}
