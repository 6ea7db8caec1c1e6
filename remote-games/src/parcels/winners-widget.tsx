import { createParcel } from '@mobile/react-kit';
import { WinnersBoard } from '../features/winners';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(WinnersBoard, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
