import { useStreamValue } from '@mobile/react-kit';
import { type ApiClient, announcementRequest, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useShell } from '../app/shell-context';

/** Player notices (type PL) whose titles the notice ticker scrolls. */
export const playerNoticesQuery = (api: ApiClient, merchantCode: string, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'announcements', announcementRequest(merchantCode, 'PL'), { member: memberId }),
    select: (list) => list.content.map((notice) => notice.title).filter((title) => title.trim() !== ''),
  });

export function usePlayerNotices() {
  const { api, bus, merchant } = useShell();
  const session = useStreamValue(bus.session$);
  return useQuery(playerNoticesQuery(api, merchant.manifest.merchantCode, session?.id ?? null));
}
