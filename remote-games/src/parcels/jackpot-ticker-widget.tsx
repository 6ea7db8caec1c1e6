import { createParcel } from '@mobile/react-kit';
import { JackpotTicker } from '../features/jackpot';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(JackpotTicker, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
