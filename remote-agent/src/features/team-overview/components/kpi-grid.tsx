import { ErrorState, useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf, formatBalance, type TeamKpi } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useTeamPeriodKpi } from '../api/use-team-period-kpi';
import type { DayRange } from '../kpi-periods';

const COUNTS: readonly (keyof TeamKpi)[] = [
  'registrations',
  'firstDeposits',
  'activeMembers',
  'onlineMembers',
];
const AMOUNTS: readonly (keyof TeamKpi)[] = ['deposits', 'withdrawals', 'bets', 'wins', 'profit'];

/** The period's nine team figures; placeholders keep the layout still while they load. */
export function KpiGrid({ range }: { range: DayRange }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const wallet = useStreamValue(bus.wallet$);
  const kpi = useTeamPeriodKpi(range);
  if (kpi.isError && !kpi.isFetching) return <ErrorState onRetry={() => kpi.refetch()} />;
  const symbol = currencySymbolOf(wallet);
  const value = (key: keyof TeamKpi) => {
    if (!kpi.data) return '–';
    const figure = kpi.data[key];
    return AMOUNTS.includes(key)
      ? `${figure < 0 ? '-' : ''}${symbol}${formatBalance(Math.abs(figure))}`
      : String(figure);
  };
  return (
    <dl className="team-overview__grid" aria-busy={kpi.isFetching}>
      {[...COUNTS, ...AMOUNTS].map((key) => (
        <div key={key} className={`team-overview__figure team-overview__figure--${key}`}>
          <dt>{t(`overview.kpi.${key}`)}</dt>
          <dd>{value(key)}</dd>
        </div>
      ))}
    </dl>
  );
}
