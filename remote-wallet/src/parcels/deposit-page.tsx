import { createParcel } from '@mobile/react-kit';
import { DepositPage } from '../features/deposit';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(DepositPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
