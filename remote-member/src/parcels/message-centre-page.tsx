import { createParcel } from '@mobile/react-kit';
import { MessageCentrePage } from '../features/message-centre';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(MessageCentrePage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
