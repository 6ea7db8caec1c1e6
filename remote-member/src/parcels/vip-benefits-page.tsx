import { createParcel } from '@mobile/react-kit';
import { VipBenefitsPage } from '../features/vip';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(VipBenefitsPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
