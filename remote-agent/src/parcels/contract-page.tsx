import { createParcel } from '@mobile/react-kit';
import { ContractPage } from '../features/contracts/components/contract-page';
import { AGENT_NS, loadAgentLocale } from '../load-locale';

export default createParcel(ContractPage, { namespace: AGENT_NS, loadLocale: loadAgentLocale });
