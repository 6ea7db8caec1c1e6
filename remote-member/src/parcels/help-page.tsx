import { createParcel } from '@mobile/react-kit';
import { HelpPage } from '../features/help';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(HelpPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
