import { createParcel } from '@mobile/react-kit';
import { GameFramePage } from '../features/launch';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(GameFramePage, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
