import { createParcel } from '@mobile/react-kit';
import { LiveRooms } from '../features/live-rooms';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(LiveRooms, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
