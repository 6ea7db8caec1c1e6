import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiPagesQuery } from '@mobile/shared-contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../common/date-range';
import { nextPageOf } from '../paging';

/** Lines per page; the endpoint allows up to 50, 20 fills two phone screens. */
export const RECORD_PAGE_SIZE = 20;

export interface RecordFilter {
  range: DateRange;
  /** 'A' on the agent variant: the agent's team as well. */
  types?: 'A';
  /** One ledger code (GLS2_TxCodeList), or all. */
  txCode?: string | null;
}

/** The member's account record for a date range, page by page until totalPages. */
export function useMemberTransactions({ range, types, txCode }: RecordFilter) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    ...apiPagesQuery(
      api,
      'memberTransactions',
      {
        startDate: range.startDate,
        endDate: range.endDate,
        pageSize: String(RECORD_PAGE_SIZE),
        ...(types ? { types } : {}),
        ...(txCode ? { txCode } : {}),
      },
      { member: session?.id ?? null },
    ),
    getNextPageParam: nextPageOf,
  });
}
