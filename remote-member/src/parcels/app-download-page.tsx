import { createParcel } from '@mobile/react-kit';
import { AppDownloadPage } from '../features/app-download';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(AppDownloadPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
