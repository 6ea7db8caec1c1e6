import { INFINITE_SCROLL_PX, TIMERS } from '@mobile/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { loadMoreDelay } from '../rules/list-rules';

interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** A failed page waits for the Retry button instead of reloading every second. */
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
}

/**
 * Callback ref for a sentinel below the list: while it is within 300 px of the viewport bottom and pages
 * remain, the next page loads, at most one per second.
 */
export function useLoadMore({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }: Pager) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [nearBottom, setNearBottom] = useState(false);
  const lastLoadAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    // Old browsers and jsdom have no observer; the list then stays at its first page.
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNearBottom(entry?.isIntersecting ?? false), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_PX}px 0px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  useEffect(() => {
    if (!nearBottom || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const wait = loadMoreDelay(lastLoadAt.current, Date.now(), TIMERS.loadMoreInterval);
    const timer = setTimeout(() => {
      lastLoadAt.current = Date.now();
      fetchNextPage();
    }, wait);
    return () => clearTimeout(timer);
  }, [nearBottom, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  /** Callback ref: the sentinel mounts only once the first page is there. */
  return setSentinel;
}
