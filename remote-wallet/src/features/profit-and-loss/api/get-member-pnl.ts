import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../common/date-range';

export const getMemberPnl = (api: ApiClient, range: DateRange, signal?: AbortSignal) =>
  api.call('memberPnl', range, { signal });

export const memberPnlQuery = (api: ApiClient, sessionId: number | null, range: DateRange) =>
  queryOptions({
    queryKey: ['wallet', 'pnl', sessionId, range.startDate, range.endDate],
    queryFn: ({ signal }) => getMemberPnl(api, range, signal),
  });

/** Profit and loss of a period, summed by the server from the ledger. */
export function useMemberPnl(range: DateRange) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(memberPnlQuery(api, session?.id ?? null, range));
}
