import { createParcel } from '@mobile/react-kit';
import { SecurityCentrePage } from '../features/security-centre';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(SecurityCentrePage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
