/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside the shell's tsconfig) */
import type { RemoteName } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { DRAWN_PAGE_ATTRIBUTE, drawnPageKey } from './drawn-page';

export interface DrawnPageAreaViewProps {
  owner: RemoteName;
  expose: string;
  /**
   * The drawing takes no input until the parcel has taken over (a form's tap or typed letter would be lost
   * at the swap, decision 0631); the keeper removes the drawn host, so the parcel's page is live.
   */
  inert?: boolean;
  /** The page's first state, from its remote's own view components. */
  children: ReactNode;
}

/**
 * A page area as the shell draws it around a parcel (`RouteOutlet`'s still `PageTransition`, `RemoteArea`'s
 * section and host), with the page's first state in the host: what the frame service puts in a drawn page's
 * `FrameContent`. The shell's RemoteArea keeps this host on screen until the parcel has drawn (decision 0561).
 */
export function DrawnPageAreaView({ owner, expose, inert, children }: DrawnPageAreaViewProps) {
  return (
    <div className="page-transition">
      <section className="remote-area remote-area--page" data-remote={owner} data-expose={expose}>
        <div
          className="remote-area__host"
          inert={inert || undefined}
          {...{ [DRAWN_PAGE_ATTRIBUTE]: drawnPageKey(owner, expose) }}
        >
          {children}
        </div>
      </section>
    </div>
  );
}
