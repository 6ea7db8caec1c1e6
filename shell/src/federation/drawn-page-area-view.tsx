/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside the shell's tsconfig) */
import type { RemoteName } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { DRAWN_PAGE_ATTRIBUTE, drawnPageKey } from './drawn-page';

export interface DrawnPageAreaViewProps {
  owner: RemoteName;
  expose: string;
  /** The page's first state, from its remote's own view components. */
  children: ReactNode;
}

/**
 * A page area as the shell draws it around a parcel (`RouteOutlet`'s still `PageTransition`, `RemoteArea`'s
 * section and host), with the page's first state in the host: what the frame service puts in a drawn page's
 * `FrameContent`. The shell's RemoteArea keeps this host on screen until the parcel has drawn (decision 0561).
 */
export function DrawnPageAreaView({ owner, expose, children }: DrawnPageAreaViewProps) {
  return (
    <div className="page-transition">
      <section className="remote-area remote-area--page" data-remote={owner} data-expose={expose}>
        <div className="remote-area__host" {...{ [DRAWN_PAGE_ATTRIBUTE]: drawnPageKey(owner, expose) }}>
          {children}
        </div>
      </section>
    </div>
  );
}
