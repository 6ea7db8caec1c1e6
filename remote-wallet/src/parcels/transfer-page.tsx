import { createParcel } from '@mobile/react-kit';
import { TransferPage } from '../features/fund-transfer';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(TransferPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
