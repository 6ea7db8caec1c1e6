import { createParcel } from '@mobile/react-kit';
import { WithdrawPage } from '../features/withdraw';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(WithdrawPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
