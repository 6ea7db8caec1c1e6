import { createParcel } from '@mobile/react-kit';
import { InvitePage } from '../features/invite';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(InvitePage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
