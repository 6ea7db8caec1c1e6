import { createParcel } from '@mobile/react-kit';
import { MemberCentrePage } from '../features/member-centre';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(MemberCentrePage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
