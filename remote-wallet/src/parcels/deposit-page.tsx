import { createParcel } from '@mobile/react-kit';
import { DepositPage } from '../features/deposit/components/deposit-page';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(DepositPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
