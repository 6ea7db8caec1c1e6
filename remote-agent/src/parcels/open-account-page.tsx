import { createParcel } from '@mobile/react-kit';
import { OpenAccountPage } from '../features/open-account/components/open-account-page';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(OpenAccountPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
