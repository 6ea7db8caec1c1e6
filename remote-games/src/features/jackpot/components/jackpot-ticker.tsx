import { AppLink } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { useJackpots } from '../api/use-jackpots';
import { PoolAmount } from './pool-amount';
import './jackpot.css';

/**
 * The home page's jackpot ticker: the pools, largest first, rolling up as they grow (asked again every 10 s
 * while the page is visible); a tap opens /m/jackpot.
 */
export function JackpotTicker() {
  const { t } = useTranslation(GAMES_NS);
  const jackpots = useJackpots();
  // While loading: a placeholder of the ticker's own height (home reserves it). Without pools, or when the
  // list fails: nothing; home's last widget, below the fold on a phone, so its collapse moves nothing in
  // view (decision 0402).
  if (jackpots.isPending)
    return (
      <div className="jackpot-ticker" aria-hidden="true">
        <div className="jackpot-ticker__placeholder" />
      </div>
    );
  const pools = jackpots.data?.pools ?? [];
  if (pools.length === 0) return null;
  const biggestFirst = [...pools].sort((a, b) => b.amount - a.amount);
  return (
    <section className="jackpot-ticker" aria-labelledby="jackpot-ticker-title">
      <AppLink to="/m/jackpot" className="jackpot-ticker__link">
        <h2 id="jackpot-ticker-title" className="jackpot-ticker__title">
          {t('jackpot.tickerTitle')}
        </h2>
        <ul className="jackpot-ticker__pools">
          {biggestFirst.map((pool) => (
            <li key={pool.id} className="jackpot-ticker__pool">
              <span className="jackpot-ticker__name">{pool.name}</span>
              <PoolAmount className="jackpot-ticker__amount" amount={pool.amount} currency={pool.currency} />
            </li>
          ))}
        </ul>
      </AppLink>
    </section>
  );
}
