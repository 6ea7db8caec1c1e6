import { createParcel } from '@mobile/react-kit';
import { TeamBettingPage } from '../features/team-reports';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(TeamBettingPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
