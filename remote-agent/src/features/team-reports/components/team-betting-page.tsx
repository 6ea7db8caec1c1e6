import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf, formatLocalDateTime } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useTeamBets } from '../api/use-team-bets';
import type { ReportFilter } from '../report-range';
import { signedMoney } from './money';
import { TeamReportPage } from './team-report-page';
import '../../../common/team-reports.css';
import '../../../common/agent-button.css';

function BetResults({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  const bets = useTeamBets(filter);
  if (bets.isPending) return <PageSpinner />;
  if (!bets.data || (bets.isError && !bets.isFetchNextPageError)) {
    return bets.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => bets.refetch()} />;
  }
  const rows = bets.data.pages.flatMap((page) => page.content);
  if (rows.length === 0) return <EmptyState messageKey={`${AGENT_NS}:report.empty`} />;
  return (
    <>
      <p className="team-report__count">{t('report.betCount', { count: bets.data.pages[0]?.total ?? 0 })}</p>
      <ul className="team-report__list" aria-label={t('report.betList')}>
        {rows.map((bet) => (
          <li key={bet.id} className="team-report__card">
            <p className="team-report__name">
              {bet.username} · {bet.gameName}
            </p>
            <dl className="team-report__figures">
              <div>
                <dt>{t('report.stake')}</dt>
                <dd>{signedMoney(bet.amount, symbol)}</dd>
              </div>
              <div>
                <dt>{t('report.payout')}</dt>
                <dd>{signedMoney(bet.payout, symbol)}</dd>
              </div>
              <div>
                <dt>{t('report.placedAt')}</dt>
                <dd>{formatLocalDateTime(bet.createdAt)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {bets.isFetchNextPageError ? <ErrorState onRetry={() => bets.fetchNextPage()} /> : null}
      {bets.hasNextPage && !bets.isFetchNextPageError ? (
        <button
          type="button"
          className="agent-button"
          disabled={bets.isFetchingNextPage}
          onClick={() => bets.fetchNextPage()}
        >
          {bets.isFetchingNextPage ? t('team.loadingMore') : t('team.loadMore')}
        </button>
      ) : null}
    </>
  );
}

/** /m/teamBetting: the team's bets in a range, by member, newest first. */
export function TeamBettingPage() {
  return <TeamReportPage Results={BetResults} />;
}
