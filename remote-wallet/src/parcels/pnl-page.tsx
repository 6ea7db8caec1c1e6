import { createParcel } from '@mobile/react-kit';
import { PnlPage } from '../features/profit-and-loss';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(PnlPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
