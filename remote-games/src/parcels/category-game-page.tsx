import { createParcel } from '@mobile/react-kit';
import { CategoryGamePage } from '../features/category-page';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(CategoryGamePage, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
