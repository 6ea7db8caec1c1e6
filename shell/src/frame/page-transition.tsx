import { useReducedMotion } from '@mobile/react-kit';
import { TIMERS } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import './page-transition.css';

/**
 * SPEC 9 page transition 300 ms: a page entering fades in; with 'reduce motion' it simply
 * appears. Keyed by the route by its caller, so each new page plays it once.
 */
export function PageTransition({ children, still = false }: { children: ReactNode; still?: boolean }) {
  // `still`: the page is already on screen, drawn by the server (decision 0561): no fade in from nothing.
  const enter = !useReducedMotion() && !still;
  return (
    <div
      className={enter ? 'page-transition page-transition--enter' : 'page-transition'}
      style={enter ? { animationDuration: `${TIMERS.pageTransition}ms` } : undefined}
    >
      {children}
    </div>
  );
}
