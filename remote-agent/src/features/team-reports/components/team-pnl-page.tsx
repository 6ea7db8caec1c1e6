import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import type { MemberPnl } from '@mobile/shared-contracts';
import { currencySymbolOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useTeamPnl } from '../api/use-team-pnl';
import type { ReportFilter } from '../report-range';
import { signedMoney } from './money';
import { TeamReportPage } from './team-report-page';
import '../../../common/team-reports.css';

const FIGURES: readonly (keyof MemberPnl & ('deposits' | 'withdrawals' | 'bets' | 'wins' | 'profit'))[] = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'profit',
];

function PnlResults({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  const pnl = useTeamPnl(filter);
  if (pnl.isPending) return <PageSpinner />;
  if (pnl.isError) return <ErrorState onRetry={() => pnl.refetch()} />;
  if (pnl.data.length === 0) return <EmptyState messageKey={`${AGENT_NS}:report.empty`} />;
  const total = (key: (typeof FIGURES)[number]) => pnl.data.reduce((sum, row) => sum + row[key], 0);
  const card = (
    title: string,
    values: (key: (typeof FIGURES)[number]) => number,
    key: string,
    level?: number,
  ) => (
    <li key={key} className="team-report__card">
      <p className="team-report__name">
        {title}
        {level ? <span className="team-report__level"> · {t('team.level', { level })}</span> : null}
      </p>
      <dl className="team-report__figures">
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{t(`overview.kpi.${figure}`)}</dt>
            <dd>{signedMoney(values(figure), symbol)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
  return (
    <ul className="team-report__list" aria-label={t('report.pnlList')}>
      {card(t('report.total'), total, 'total')}
      {pnl.data.map((row) => card(row.username, (figure) => row[figure], String(row.memberId), row.level))}
    </ul>
  );
}

/** /m/agent/team/pnl: each member's deposits, withdrawals, bets, wins and result, with the team's total. */
export function TeamPnlPage() {
  return <TeamReportPage Results={PnlResults} />;
}
