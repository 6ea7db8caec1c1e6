import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { AgentOnly } from '../../agent-access';
import { ReportFilters, signedMoney } from '../../team-reports';
import '../../../common/team-reports.css';
import { defaultReportFilter, type ReportFilter } from '../../team-reports';
import { useRebateIncome } from '../api/use-rebate-income';

function IncomeResults({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  const income = useRebateIncome(filter);
  if (income.isPending) return <PageSpinner />;
  if (income.isError) return <ErrorState onRetry={() => income.refetch()} />;
  const { rebate, total, rows } = income.data;
  return (
    <>
      <section className="team-report__card" aria-labelledby="rebate-income-total">
        <h2 id="rebate-income-total" className="team-report__name">
          {t('rebateIncome.total')}
        </h2>
        <dl className="team-report__figures">
          <div>
            <dt>{t('rebateIncome.income')}</dt>
            <dd>{signedMoney(total, symbol)}</dd>
          </div>
          <div>
            <dt>{t('rebateIncome.ownRebate')}</dt>
            <dd>{rebate.toFixed(2)} %</dd>
          </div>
        </dl>
      </section>
      {rows.length === 0 ? (
        <EmptyState messageKey={`${AGENT_NS}:report.empty`} />
      ) : (
        <ul className="team-report__list" aria-label={t('rebateIncome.list')}>
          {rows.map((row) => (
            <li key={row.memberId} className="team-report__card">
              <p className="team-report__name">{row.username}</p>
              <dl className="team-report__figures">
                <div>
                  <dt>{t('rebateIncome.bets')}</dt>
                  <dd>{signedMoney(row.bets, symbol)}</dd>
                </div>
                <div>
                  <dt>{t('rebateIncome.gap')}</dt>
                  <dd>{row.rebateGap.toFixed(2)} %</dd>
                </div>
                <div>
                  <dt>{t('rebateIncome.income')}</dt>
                  <dd>{signedMoney(row.income, symbol)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /m/member/teamRebate: what the agent earns from its team's bets through the rebate gaps. */
export function TeamRebatePage() {
  const [filter, setFilter] = useState(() => defaultReportFilter(new Date()));
  return (
    <AgentOnly>
      {() => (
        <div className="team-report">
          <ReportFilters value={filter} onChange={setFilter} showMember={false} />
          <IncomeResults filter={filter} />
        </div>
      )}
    </AgentOnly>
  );
}
