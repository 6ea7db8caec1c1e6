import { createParcel } from '@mobile/react-kit';
import { BettingRecordPage } from '../features/betting-record/components/betting-record-page';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(BettingRecordPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
