import { createParcel } from '@mobile/react-kit';
import { LoginRegisterPage } from '../features/auth-common/components/login-register-page';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(LoginRegisterPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
