import { createParcel } from '@mobile/react-kit';
import { ResponsiblePage } from '../features/responsible';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(ResponsiblePage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
