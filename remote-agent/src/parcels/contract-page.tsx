import { createParcel } from '@mobile/react-kit';
import { ContractPage } from '../features/contracts';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(ContractPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
