import { createParcel } from '@mobile/react-kit';
import { HotMatchesWidget } from '../features/sports';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(HotMatchesWidget, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
