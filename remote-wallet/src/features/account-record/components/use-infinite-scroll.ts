import { INFINITE_SCROLL_PX } from '@mobile/shared-contracts';
import { useEffect, useRef } from 'react';
import { loadMoreAllowed } from '../paging';

/**
 * A ref for an element at the end of a list: when it comes within 300 px of the viewport, `onReachEnd`
 * runs (at most once a second). Browsers without IntersectionObserver keep the load-more button.
 */
export function useInfiniteScroll<T extends Element>(onReachEnd: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const lastLoadAt = useRef(Number.NEGATIVE_INFINITY);
  const callback = useRef(onReachEnd);
  callback.current = onReachEnd;

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = Date.now();
        if (!entries.some((entry) => entry.isIntersecting) || !loadMoreAllowed(lastLoadAt.current, now))
          return;
        lastLoadAt.current = now;
        callback.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
