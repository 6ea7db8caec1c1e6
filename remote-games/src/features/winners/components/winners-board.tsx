import { ErrorState } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { useWinners } from '../api/use-winners';
import { formatPeso } from '../format-peso';
import './winners-board.css';

/** Latest winners: icon, game, player, peso amount. Hidden when there are none. */
export function WinnersBoard() {
  const { t } = useTranslation('games');
  const winners = useWinners();
  if (winners.isError) return <ErrorState onRetry={() => winners.refetch()} />;
  if (!winners.data || winners.data.length === 0) return null;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="winners__title">
        {t('winners.title')}
      </h2>
      <ul className="winners__list">
        {winners.data.map(({ vo }) => (
          <li className="winners__item" key={`${vo.nodeId}-${vo.customerName}-${vo.winAmount}`}>
            <img className="winners__icon" src={vo.iconUrl} alt="" width={36} height={36} loading="lazy" />
            <span className="winners__game">{vo.gameName}</span>
            <span className="winners__player">{vo.customerName}</span>
            <span className="winners__amount">{formatPeso(vo.winAmount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
