import { createParcel } from '@mobile/react-kit';
import { SocialCallbackPage } from '../features/social-login';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(SocialCallbackPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
