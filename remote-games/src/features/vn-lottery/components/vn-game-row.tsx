import type { PlayType, VnMenuGame, VnOpenedNumero } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { countdownText } from '../rules/countdown';

interface VnGameRowProps {
  game: VnMenuGame;
  draw: VnOpenedNumero | undefined;
  now: number;
  onPlay: (game: VnMenuGame, playType: PlayType) => void;
}

/** One VN game: its open draw with the time left to bet, and a button per play type. */
export function VnGameRow({ game, draw, now, onPlay }: VnGameRowProps) {
  const { t } = useTranslation('games');
  const msLeft = draw ? Date.parse(draw.closeTime) - now : 0;
  return (
    <li className="vn-game__row">
      <img src={game.iconUrl} alt="" width={56} height={56} loading="lazy" />
      <span className="vn-game__info">
        <span className="vn-game__name">{game.name}</span>
        <span className="vn-game__draw">
          {t('vn.drawAt', { time: game.drawTime })}
          {draw ? ` · ${t('vn.numero', { numero: draw.numero })}` : null}
        </span>
        {draw ? (
          <span className="vn-game__close">
            {msLeft > 0 ? t('vn.closesIn', { time: countdownText(msLeft) }) : t('vn.closed')}
          </span>
        ) : null}
      </span>
      <span className="vn-game__play">
        {game.playTypes.map((playType) => (
          <button
            key={playType}
            type="button"
            className="vn-game__button"
            aria-label={t('lottery.playAs', { name: game.name, playType: t(`lottery.playType.${playType}`) })}
            onClick={() => onPlay(game, playType)}
          >
            {t(`lottery.playType.${playType}`)}
          </button>
        ))}
      </span>
    </li>
  );
}
