import { createParcel } from '@mobile/react-kit';
import { TeamPnlPage } from '../features/team-reports';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(TeamPnlPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
