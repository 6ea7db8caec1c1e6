import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ApiClient, Paged } from '@mobile/shared-contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../common/date-range';
import type { BetCategory } from '../record-filter';

export const RECORD_PAGE_SIZE = 20;

const nextPage = (last: Paged<unknown>) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

export const getBetOrders = (
  api: ApiClient,
  range: DateRange,
  category: BetCategory | null,
  pageNo: number,
  signal?: AbortSignal,
) =>
  api.call(
    'betOrders',
    {
      ...range,
      pageNo: String(pageNo),
      pageSize: String(RECORD_PAGE_SIZE),
      ...(category ? { category } : {}),
    },
    { signal },
  );

/** The member's orders of a period (and category), page by page. */
export function useBetOrders(range: DateRange, category: BetCategory | null) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    queryKey: ['wallet', 'betOrders', session?.id ?? null, range.startDate, range.endDate, category ?? 'all'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getBetOrders(api, range, category, pageParam, signal),
    getNextPageParam: nextPage,
  });
}

export const getVendorRecords = (api: ApiClient, range: DateRange, pageNo: number, signal?: AbortSignal) =>
  api.call(
    'vendorRecords',
    { ...range, pageNo: String(pageNo), pageSize: String(RECORD_PAGE_SIZE) },
    { signal },
  );

/** The game vendors' own records of the member's bets, page by page. */
export function useVendorRecords(range: DateRange) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useInfiniteQuery({
    queryKey: ['wallet', 'vendorRecords', session?.id ?? null, range.startDate, range.endDate],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getVendorRecords(api, range, pageParam, signal),
    getNextPageParam: nextPage,
  });
}
