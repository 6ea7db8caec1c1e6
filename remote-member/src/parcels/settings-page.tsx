import { createParcel } from '@mobile/react-kit';
import { SettingsPage } from '../features/settings';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(SettingsPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
