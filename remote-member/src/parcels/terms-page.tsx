import { createParcel } from '@mobile/react-kit';
import { TermsPage } from '../features/terms';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(TermsPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
