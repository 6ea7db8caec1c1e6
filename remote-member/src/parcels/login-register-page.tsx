import { createParcel } from '@mobile/react-kit';
import { AuthEntryPage } from '../features/trail';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(AuthEntryPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
