import { createParcel } from '@mobile/react-kit';
import { AgentRebatePage } from '../features/agent-rebate';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(AgentRebatePage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
