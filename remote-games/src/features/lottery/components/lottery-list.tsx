/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink, EmptyState, ErrorState, PageSpinner, PageTopBar, useMount } from '@mobile/react-kit';
import type { LotteryGame, PlayType } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { lottoHref, prizeModeOf } from '../../launch';
import { historyHref, LOTTERY_HISTORY_PATH } from '../../lottery-history';
import { VN_GAME_PATH } from '../../vn-lottery';
import { useLotteryList } from '../api/use-lottery-list';
import { usePopularLottery } from '../api/use-popular-lottery';
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

  if (list.isPending || popular.isPending)
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
            <li key={game.gameId} className="lottery-list__game">
              <img src={game.iconUrl} alt="" width={56} height={56} loading="lazy" />
              <span className="lottery-list__name">{game.name}</span>
              <span className="lottery-list__play">
                <AppLink
                  to={historyHref({ kind: 'game', gameId: game.gameId })}
                  className="lottery-list__results"
                  aria-label={t('history.resultsOf', { name: game.name })}
                >
                  {t('history.results')}
                </AppLink>
                {game.playTypes.map((playType) => (
                  <button
                    key={playType}
                    type="button"
                    className="lottery-list__button"
                    aria-label={t('lottery.playAs', {
                      name: game.name,
                      playType: t(`lottery.playType.${playType}`),
                    })}
                    onClick={() => launch(game, playType)}
                  >
                    {t(`lottery.playType.${playType}`)}
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
