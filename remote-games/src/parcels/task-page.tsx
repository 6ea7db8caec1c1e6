import { createParcel } from '@mobile/react-kit';
import { TaskPage } from '../features/task';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(TaskPage, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
