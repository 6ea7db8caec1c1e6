import { createParcel } from '@mobile/react-kit';
import { LotteryEntry } from '../features/lottery';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(LotteryEntry, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
