import { createParcel } from '@mobile/react-kit';
import { LotteryList } from '../features/lottery/components/lottery-list';
import { GAMES_NS, loadGamesLocale } from '../load-locale';

export default createParcel(LotteryList, { namespace: GAMES_NS, loadLocale: loadGamesLocale });
