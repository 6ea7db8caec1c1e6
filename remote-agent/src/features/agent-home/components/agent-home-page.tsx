import { AgentOnly } from '../../agent-access';
import { AgentHome } from './agent-home';
import './agent-home.css';

/** /m/agent: agents only; anyone else (no session, types 0, 4, 40) is replaced to home. */
export function AgentHomePage() {
  return <AgentOnly>{(session) => <AgentHome session={session} />}</AgentOnly>;
}
