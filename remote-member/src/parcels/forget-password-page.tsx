import { createParcel } from '@mobile/react-kit';
import { ForgetPasswordPage } from '../features/forget-password';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(ForgetPasswordPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
