import { createParcel } from '@mobile/react-kit';
import { ChangePasswordPage } from '../features/change-password';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(ChangePasswordPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
