import { createParcel } from '@mobile/react-kit';
import { GameList } from '../features/game-list';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(GameList, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
