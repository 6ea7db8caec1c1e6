import { createParcel } from '@mobile/react-kit';
import { TeamManagementPage } from '../features/team-management';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(TeamManagementPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
