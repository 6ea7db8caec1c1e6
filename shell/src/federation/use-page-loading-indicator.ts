import { TIMERS } from '@mobile/shared-contracts';
import { useEffect, useState } from 'react';

/**
 * SPEC 9 page loading indicator 3 s: shown while a page's code loads, for at most 3 s; a page still loading
 * after that keeps only its own spinner (SPEC 8: an async load failure leaves the spinner).
 */
export function usePageLoadingIndicator(loading: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!loading) return undefined;
    const timer = setTimeout(() => setExpired(true), TIMERS.pageLoading);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && !expired;
}
