import { useMount, useStreamValue } from '@mobile/react-kit';
import { SITE_PATHS } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { canOpenAgentHome } from '../agent-access';
import { AgentHome } from './agent-home';
import './agent-home.css';

/** /m/agent: agents only; anyone else (no session, types 0, 4, 40) is replaced to home. */
export function AgentHomePage() {
  const { bus, navigate } = useMount();
  const session = useStreamValue(bus.session$);
  const allowed = canOpenAgentHome(session);

  useEffect(() => {
    if (!allowed) navigate(SITE_PATHS.home, { replace: true });
  }, [allowed, navigate]);

  return allowed ? <AgentHome userName={session.userName} /> : null;
}
