import { AppLink, EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { HOME_PATH, type LotteryGame, type PlayType } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { hasSiteHistory } from '../../launch/rules/close-target';
import { lottoHref } from '../../launch/rules/launch-query';
import { prizeModeOf } from '../../launch/rules/prize-mode';
import { VN_GAME_PATH } from '../../vn-lottery/vn-game-path';
import { useLotteryList } from '../api/use-lottery-list';
import './lottery-list.css';

/** /m/lottery: the opened lottery games; each play type of a game opens it in the lotto frame. */
export function LotteryList() {
  const { navigate } = useMount();
  const { t } = useTranslation('games');
  const list = useLotteryList();
  const back = () => {
    if (hasSiteHistory(window.history.state)) window.history.back();
    else navigate(HOME_PATH, { replace: true });
  };

  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <ErrorState onRetry={() => list.refetch()} />;
  const prizeMode = prizeModeOf(list.data.prizeModeMapping);
  const launch = (game: LotteryGame, playType: PlayType) =>
    navigate(lottoHref({ mui: game.vendor, gameId: game.gameId, playType, prizeMode, pageBack: false }));

  return (
    <section className="lottery-list" aria-labelledby="lottery-list-title">
      {/* SPEC 2 hides the site header here, so the page carries its own way back. */}
      <div className="lottery-list__head">
        <button type="button" className="lottery-list__back" onClick={back}>
          {t('lottery.back')}
        </button>
        <h1 id="lottery-list-title" className="lottery-list__title">
          {t('lottery.title')}
        </h1>
      </div>
      <AppLink to={VN_GAME_PATH} className="lottery-list__vn">
        {t('lottery.vnLink')}
      </AppLink>
      {list.data.games.length === 0 ? (
        <EmptyState messageKey={`${GAMES_NS}:lottery.empty`} />
      ) : (
        <ul className="lottery-list__games">
          {list.data.games.map((game) => (
            <li key={game.gameId} className="lottery-list__game">
              <img src={game.iconUrl} alt="" width={56} height={56} loading="lazy" />
              <span className="lottery-list__name">{game.name}</span>
              <span className="lottery-list__play">
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
