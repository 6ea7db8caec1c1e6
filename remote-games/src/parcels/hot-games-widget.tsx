import { createParcel } from '@mobile/react-kit';
import { HotGamesSection } from '../features/hot-games';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(HotGamesSection, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
