import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../common/date-range';

export const memberPnlQuery = (api: ApiClient, sessionId: number | null, range: DateRange) =>
  queryOptions({
    ...apiQuery(api, 'memberPnl', range, { member: sessionId }),
  });

/** Profit and loss of a period, summed by the server from the ledger. */
export function useMemberPnl(range: DateRange) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(memberPnlQuery(api, session?.id ?? null, range));
}
