import { createParcel } from '@mobile/react-kit';
import { TeamOverviewPage } from '../features/team-overview';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(TeamOverviewPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
