import { createParcel } from '@mobile/react-kit';
import { SportsLobby } from '../features/sports';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(SportsLobby, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
