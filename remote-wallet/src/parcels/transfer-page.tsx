import { createParcel } from '@mobile/react-kit';
import { TransferPage } from '../features/fund-transfer/components/transfer-page';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(TransferPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
