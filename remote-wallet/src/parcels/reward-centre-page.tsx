import { createParcel } from '@mobile/react-kit';
import { RewardCentrePage } from '../features/reward-centre';
import { loadWalletLocale, WALLET_NS } from '../load-locale';

export default createParcel(RewardCentrePage, { namespace: WALLET_NS, loadLocale: loadWalletLocale });
