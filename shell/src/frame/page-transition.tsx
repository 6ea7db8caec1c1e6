import { useReducedMotion } from '@mobile/react-kit';
import { TIMERS } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import './page-transition.css';

/**
 * SPEC 9 page transition 300 ms: a page entering fades in; with 'reduce motion' it simply
 * appears. Keyed by the route by its caller, so each new page plays it once.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <div
      className={reducedMotion ? 'page-transition' : 'page-transition page-transition--enter'}
      style={reducedMotion ? undefined : { animationDuration: `${TIMERS.pageTransition}ms` }}
    >
      {children}
    </div>
  );
}
