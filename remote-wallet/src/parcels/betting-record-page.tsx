import { createParcel } from '@mobile/react-kit';
import { BettingRecordPage } from '../features/betting-record';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(BettingRecordPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
