import { createParcel } from '@mobile/react-kit';
import { VnGamePage } from '../features/vn-lottery';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(VnGamePage, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
