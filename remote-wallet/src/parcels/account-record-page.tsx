import { createParcel } from '@mobile/react-kit';
import { AccountRecordPage } from '../features/account-record';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(AccountRecordPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
