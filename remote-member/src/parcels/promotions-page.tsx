import { createParcel } from '@mobile/react-kit';
import { PromotionsPage } from '../features/promotions';
import { loadMemberLocale, MEMBER_NS } from '../load-locale';

export default createParcel(PromotionsPage, { namespace: MEMBER_NS, loadLocale: loadMemberLocale });
