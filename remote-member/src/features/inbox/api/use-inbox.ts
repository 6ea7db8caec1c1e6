import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The member's inbox (newest first) with its unread count; not asked for when the member may not use it. */
export function useInbox(allowed: boolean) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'inboxList', {}, { member: session?.id ?? null }),
    enabled: allowed && session !== null,
  });
}
