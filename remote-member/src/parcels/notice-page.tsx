import { createParcel } from '@mobile/react-kit';
import { NoticePage } from '../features/notice';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(NoticePage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
