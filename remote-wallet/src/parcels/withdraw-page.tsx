import { createParcel } from '@mobile/react-kit';
import { WithdrawPage } from '../features/withdraw/components/withdraw-page';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(WithdrawPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
