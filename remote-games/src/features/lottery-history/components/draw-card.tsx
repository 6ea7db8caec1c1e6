import type { LotteryDraw } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { formatDrawTime } from '../draw-time';

interface DrawCardProps {
  draw: LotteryDraw;
  /** The region view lists several games: each card then names its game. */
  showGame: boolean;
}

/** One draw: its number, when it was drawn, and what it drew (balls, or a VN sheet by prize tier). */
export function DrawCard({ draw, showGame }: DrawCardProps) {
  const { t } = useTranslation('games');
  const { result } = draw;
  const title = t('history.draw', { numero: draw.numero });
  return (
    <li className="lottery-history__draw">
      <div className="lottery-history__draw-head">
        <h2 className="lottery-history__draw-title">
          {showGame ? <span className="lottery-history__game-name">{draw.gameName}</span> : null}
          {title}
        </h2>
        <time className="lottery-history__time" dateTime={draw.drawAt}>
          {formatDrawTime(draw.drawAt)}
        </time>
      </div>
      {result.kind === 'digits' ? (
        <ol className="lottery-history__balls" aria-label={t('history.numbers')}>
          {result.digits.map((digit, index) => (
            // Positions are the identity of drawn digits: the same digit may come twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: a draw's digits never reorder.
            <li key={index} className="lottery-history__ball">
              {digit}
            </li>
          ))}
        </ol>
      ) : (
        <table className="lottery-history__sheet">
          <caption className="lottery-history__caption">
            {t('history.sheet', { numero: draw.numero })}
          </caption>
          <tbody>
            {result.tiers.map((tier) => (
              <tr key={tier.tier} className={`lottery-history__tier lottery-history__tier--${tier.tier}`}>
                <th scope="row">{t(`history.tier.${tier.tier}`)}</th>
                <td>
                  {tier.numbers.map((number, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a tier's numbers never reorder.
                    <span key={index} className="lottery-history__number">
                      {number}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
