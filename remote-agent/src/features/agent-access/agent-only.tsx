import { useMount, useStreamValue } from '@mobile/react-kit';
import { type SessionInfo, SITE_PATHS } from '@mobile/shared-contracts';
import { type ReactNode, useEffect } from 'react';
import { canOpenAgentHome } from './agent-access';

/**
 * Every agent page: without a session, or for types 0, 4 and 40, the page is replaced to home (SPEC 4
 * 'Agent screen load'), also when the session ends while the page is open.
 */
export function AgentOnly({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const { bus, navigate } = useMount();
  const session = useStreamValue(bus.session$);
  const allowed = canOpenAgentHome(session);

  useEffect(() => {
    if (!allowed) navigate(SITE_PATHS.home, { replace: true });
  }, [allowed, navigate]);

  return allowed ? children(session) : null;
}
