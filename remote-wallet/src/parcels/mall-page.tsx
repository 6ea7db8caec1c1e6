import { createParcel } from '@mobile/react-kit';
import { MallPage } from '../features/point-mall';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(MallPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
