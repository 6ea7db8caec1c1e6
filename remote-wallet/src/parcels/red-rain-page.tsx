import { createParcel } from '@mobile/react-kit';
import { RedRainPage } from '../features/red-rain';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(RedRainPage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
