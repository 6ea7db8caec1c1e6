import { createParcel } from '@mobile/react-kit';
import { LotteryHistory } from '../features/lottery-history';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(LotteryHistory, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
