import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiPagesQuery, type Paged } from '@mobile/shared-contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../common/date-range';
import type { BetCategory } from '../record-filter';

export const RECORD_PAGE_SIZE = 20;

const nextPage = (last: Paged<unknown>) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

/** The member's orders of a period (and category), page by page. */
export function useBetOrders(range: DateRange, category: BetCategory | null) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    ...apiPagesQuery(
      api,
      'betOrders',
      { ...range, pageSize: String(RECORD_PAGE_SIZE), ...(category ? { category } : {}) },
      { member: session?.id ?? null },
    ),
    getNextPageParam: nextPage,
  });
}

/** The game vendors' own records of the member's bets, page by page. */
export function useVendorRecords(range: DateRange) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    ...apiPagesQuery(
      api,
      'vendorRecords',
      { ...range, pageSize: String(RECORD_PAGE_SIZE) },
      { member: session?.id ?? null },
    ),
    getNextPageParam: nextPage,
  });
}
