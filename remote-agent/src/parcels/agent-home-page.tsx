import { createParcel } from '@mobile/react-kit';
import { AgentHomePage } from '../features/agent-home';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(AgentHomePage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
