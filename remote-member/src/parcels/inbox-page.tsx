import { createParcel } from '@mobile/react-kit';
import { InboxPage } from '../features/inbox';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(InboxPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
