/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink } from '@mobile/react-kit';
import type { LotteryGame, PlayType } from '@mobile/shared-contracts';
import type { TFunction } from 'i18next';
import { historyHref } from '../../lottery-history';

interface LotteryGameRowProps {
  game: LotteryGame;
  /** The list's `t` (games namespace): one translation binding for the page, not one per row. */
  t: TFunction<'games'>;
  onLaunch(game: LotteryGame, playType: PlayType): void;
}

/**
 * One game of the lobby: a link to its results and a button per play type. A component of its own so that
 * React can stop between rows when it renders the lobby in the background (lottery-list.tsx): the whole
 * list in one component was one unit of work of 17-20 ms on this machine, most of it i18next's `t`.
 */
export function LotteryGameRow({ game, t, onLaunch }: LotteryGameRowProps) {
  return (
    <li className="lottery-list__game">
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
        {game.playTypes.map((playType) => {
          const label = t(`lottery.playType.${playType}`);
          return (
            <button
              key={playType}
              type="button"
              className="lottery-list__button"
              aria-label={t('lottery.playAs', { name: game.name, playType: label })}
              onClick={() => onLaunch(game, playType)}
            >
              {label}
            </button>
          );
        })}
      </span>
    </li>
  );
}
