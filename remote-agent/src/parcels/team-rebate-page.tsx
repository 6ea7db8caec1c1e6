import { createParcel } from '@mobile/react-kit';
import { TeamRebatePage } from '../features/team-rebates';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(TeamRebatePage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
