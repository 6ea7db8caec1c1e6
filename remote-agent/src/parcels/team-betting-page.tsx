import { createParcel } from '@mobile/react-kit';
import { TeamBettingPage } from '../features/team-reports/components/team-betting-page';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(TeamBettingPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
