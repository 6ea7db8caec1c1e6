import { createParcel } from '@mobile/react-kit';
import { FeedbackPage } from '../features/feedback';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(FeedbackPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
