/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { LotteryGame, PlayType } from '@mobile/shared-contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PopularLotteryProps {
  /** The answer of `usePopularLottery` (undefined when it failed). */
  popular: readonly LotteryGame[] | undefined;
  onLaunch(game: LotteryGame, playType: PlayType): void;
}

/**
 * The popular lottery games (SPEC 7 popular games) above the full list; each opens in its first play
 * type. Extra content: when it fails or when there are none, the section stays away and the full list
 * below still offers every game. The list asks for them and waits for the answer (lottery-list.tsx), so
 * the section never appears above a drawn list.
 */
export function PopularLottery({ popular, onLaunch }: PopularLotteryProps) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const games = popular?.filter((game) => game.playTypes.length > 0) ?? [];
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
