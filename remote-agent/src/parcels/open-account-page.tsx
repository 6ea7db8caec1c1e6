import { createParcel } from '@mobile/react-kit';
import { OpenAccountPage } from '../features/open-account';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(OpenAccountPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
