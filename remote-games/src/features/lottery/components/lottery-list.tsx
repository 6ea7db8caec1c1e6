/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import {
  AppLink,
  EmptyState,
  ErrorState,
  PageSpinner,
  PageTopBar,
  useAnsweredInBackground,
  useMount,
} from '@mobile/react-kit';
import type { LotteryGame, PlayType } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { lottoHref, prizeModeOf } from '../../launch';
import { LOTTERY_HISTORY_PATH } from '../../lottery-history';
import { VN_GAME_PATH } from '../../vn-lottery';
import { useLotteryList } from '../api/use-lottery-list';
import { usePopularLottery } from '../api/use-popular-lottery';
import { LotteryGameRow } from './lottery-game-row';
import { PopularLottery } from './popular-lottery';
import './lottery-list.css';

/** /m/lottery: the opened lottery games; each play type of a game opens it in the lotto frame. */
export function LotteryList() {
  const { navigate } = useMount();
  const { t } = useTranslation('games');
  const list = useLotteryList();
  // The popular section goes above the list: drawn with it, never pushing a shown list down (layout shift).
  const popular = usePopularLottery();
  // SPEC 2 hides the site header here, so the page carries its own way back (one step back, else home),
  // drawn while the list loads or fails too.
  const head = <PageTopBar title={t('lottery.title')} />;
  // The rows render in the background once both have answered (one long task for 60 rows otherwise).
  const answered = useAnsweredInBackground(list, popular);

  if (!answered || list.isPending || popular.isPending)
    return (
      <section className="lottery-list">
        {head}
        <PageSpinner />
      </section>
    );
  if (list.isError)
    return (
      <section className="lottery-list">
        {head}
        <ErrorState onRetry={() => list.refetch()} />
      </section>
    );
  const prizeMode = prizeModeOf(list.data.prizeModeMapping);
  const launch = (game: LotteryGame, playType: PlayType) =>
    navigate(lottoHref({ mui: game.vendor, gameId: game.gameId, playType, prizeMode, pageBack: false }));

  return (
    <section className="lottery-list">
      {head}
      <AppLink to={VN_GAME_PATH} className="lottery-list__vn">
        {t('lottery.vnLink')}
      </AppLink>
      <AppLink to={LOTTERY_HISTORY_PATH} className="lottery-list__vn">
        {t('history.allResults')}
      </AppLink>
      <PopularLottery popular={popular.data} onLaunch={launch} />
      {list.data.games.length === 0 ? (
        <EmptyState messageKey={`${GAMES_NS}:lottery.empty`} />
      ) : (
        <ul className="lottery-list__games">
          {list.data.games.map((game) => (
            <LotteryGameRow key={game.gameId} game={game} t={t} onLaunch={launch} />
          ))}
        </ul>
      )}
    </section>
  );
}
