import type { LotteryGame, PlayType } from '@mobile/shared-contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopularLottery } from '../api/use-popular-lottery';

interface PopularLotteryProps {
  onLaunch(game: LotteryGame, playType: PlayType): void;
}

/**
 * The popular lottery games (SPEC 7 popular games) above the full list; each opens in its first play
 * type. Extra content: while it loads, when it fails or when there are none, the section stays away and
 * the full list below still offers every game.
 */
export function PopularLottery({ onLaunch }: PopularLotteryProps) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const popular = usePopularLottery();
  const games = popular.data?.filter((game) => game.playTypes.length > 0) ?? [];
  if (games.length === 0) return null;
  return (
    <section className="lottery-list__popular" aria-labelledby={titleId}>
      <h2 id={titleId} className="lottery-list__popular-title">
        {t('lottery.popular')}
      </h2>
      <ul className="lottery-list__popular-games">
        {games.map((game) => {
          const [playType] = game.playTypes;
          return playType ? (
            <li key={game.gameId}>
              <button
                type="button"
                className="lottery-list__popular-game"
                onClick={() => onLaunch(game, playType)}
              >
                <img src={game.iconUrl} alt="" width={48} height={48} loading="lazy" />
                <span>{game.name}</span>
              </button>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
