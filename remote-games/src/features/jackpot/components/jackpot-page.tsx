import { AppLink, EmptyState, ErrorState, PageSpinner } from '@mobile/react-kit';
import type { JackpotPool, JackpotWinEntry } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { formatPeso } from '../../../lib/format-peso';
import { GAMES_NS } from '../../../load-locale';
import { useJackpots } from '../api/use-jackpots';
import { PoolAmount } from './pool-amount';
import './jackpot.css';

/** Where the pools' games are: the slots lobby (every demo vendor game feeds the pools). */
export const JACKPOT_GAMES_PATH = '/m/slotsCenter';

function winTime(at: string): string {
  const locale = document.documentElement.lang || undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

function PoolCard({ pool }: { pool: JackpotPool }) {
  const { t } = useTranslation(GAMES_NS);
  const last = pool.lastWin;
  return (
    <li className="jackpot__pool">
      <h3 className="jackpot__pool-name">{pool.name}</h3>
      <PoolAmount className="jackpot__pool-amount" amount={pool.amount} currency={pool.currency} />
      <p className="jackpot__pool-last">
        {last
          ? t('jackpot.lastWin', { member: last.member, amount: formatPeso(last.amount, pool.currency) })
          : t('jackpot.neverWon')}
      </p>
    </li>
  );
}

function RecentWins({ wins, currency }: { wins: readonly JackpotWinEntry[]; currency: string }) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <section className="jackpot__wins" aria-labelledby="jackpot-wins-title">
      <h2 id="jackpot-wins-title" className="jackpot__heading">
        {t('jackpot.recentWins')}
      </h2>
      {wins.length === 0 ? (
        <p className="jackpot__none">{t('jackpot.noWins')}</p>
      ) : (
        <ul className="jackpot__win-list">
          {wins.map((win) => (
            <li key={`${win.at}-${win.pool}-${win.member}`} className="jackpot__win">
              <span className="jackpot__win-text">
                {t('jackpot.winLine', { member: win.member, pool: win.pool })}
              </span>
              <span className="jackpot__win-amount">{formatPeso(win.amount, currency)}</span>
              <time className="jackpot__win-time" dateTime={win.at}>
                {winTime(win.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /m/jackpot: the merchant's pools, growing as they are played, their last wins and the latest wins of all. */
export function JackpotPage() {
  const { t } = useTranslation(GAMES_NS);
  const jackpots = useJackpots();
  if (jackpots.isPending) return <PageSpinner />;
  if (jackpots.isError && !jackpots.data) return <ErrorState onRetry={() => jackpots.refetch()} />;
  const { pools, wins } = jackpots.data;
  if (pools.length === 0)
    return (
      <section className="jackpot">
        <EmptyState messageKey={`${GAMES_NS}:jackpot.empty`} />
        <AppLink to="/m/home" className="jackpot__play">
          {t('jackpot.home')}
        </AppLink>
      </section>
    );
  return (
    <section className="jackpot">
      <h2 className="jackpot__heading">{t('jackpot.pools')}</h2>
      <p className="jackpot__how">{t('jackpot.how')}</p>
      <ul className="jackpot__pools">
        {pools.map((pool) => (
          <PoolCard key={pool.id} pool={pool} />
        ))}
      </ul>
      <AppLink to={JACKPOT_GAMES_PATH} className="jackpot__play">
        {t('jackpot.play')}
      </AppLink>
      <RecentWins wins={wins} currency={pools[0]?.currency ?? '₱'} />
    </section>
  );
}
