import { TIMERS } from '@mobile/shared-contracts';

/** Next page to load, or undefined once the last page (totalPages) is in. */
export function nextPageOf(page: { pageNum: number; totalPages: number }): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

/** SPEC 9: infinite scroll loads at most one more page per second. */
export function loadMoreAllowed(lastLoadAt: number, now: number): boolean {
  return now - lastLoadAt >= TIMERS.loadMoreInterval;
}
