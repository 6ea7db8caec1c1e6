import { createParcel } from '@mobile/react-kit';
import { DividendPage } from '../features/dividend';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(DividendPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
