import { frameRulesFor } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Page frame: header or titled bar, content, bottom tab bar, by the route's frame rules. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const rules = frameRulesFor(pathname);
  return (
    <div className="app-frame" data-home={rules.homeFrame}>
      <main className="app-frame__content">{children}</main>
    </div>
  );
}
