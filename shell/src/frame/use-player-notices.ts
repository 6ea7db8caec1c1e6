import { useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useShell } from '../app/shell-context';

/** Player notices (type PL) whose titles the notice ticker scrolls. */
export const playerNoticesQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'announcements', { types: 'PL' }, { member: memberId }),
    select: (list) => list.content.map((notice) => notice.title).filter((title) => title.trim() !== ''),
  });

export function usePlayerNotices() {
  const { api, bus } = useShell();
  const session = useStreamValue(bus.session$);
  return useQuery(playerNoticesQuery(api, session?.id ?? null));
}
