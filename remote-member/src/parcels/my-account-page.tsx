import { createParcel } from '@mobile/react-kit';
import { MyAccountPage } from '../features/my-account';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(MyAccountPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
