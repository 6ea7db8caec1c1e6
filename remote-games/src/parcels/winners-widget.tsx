import { createParcel } from '@mobile/react-kit';
import { WinnersBoard } from '../features/winners/components/winners-board';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(WinnersBoard, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
