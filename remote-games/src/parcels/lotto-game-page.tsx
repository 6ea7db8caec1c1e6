import { createParcel } from '@mobile/react-kit';
import { LottoGamePage } from '../features/launch';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(LottoGamePage, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
