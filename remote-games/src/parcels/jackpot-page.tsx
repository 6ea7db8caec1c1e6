import { createParcel } from '@mobile/react-kit';
import { JackpotPage } from '../features/jackpot';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(JackpotPage, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
