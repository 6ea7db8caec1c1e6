import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import type { DailySalaryContract, DailySalaryDay } from '@mobile/shared-contracts';
import { currencySymbolOf } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { signedMoney } from '../../team-reports';
import { useCurrentSalary } from '../api/use-current-salary';
import { useSalaryContract } from '../api/use-salary-contract';
import { useSalaryHistory } from '../api/use-salary-history';
import { salaryHistoryRange } from '../salary-range';
import { SalaryApply } from './salary-apply';

function DayFigures({ day }: { day: DailySalaryDay }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  return (
    <dl className="contract__terms">
      <div>
        <dt>{t('salary.teamBets')}</dt>
        <dd>{signedMoney(day.teamBets, symbol)}</dd>
      </div>
      <div>
        <dt>{t('salary.activeMembers')}</dt>
        <dd>{day.activeMembers}</dd>
      </div>
      <div>
        <dt>{t('salary.salary')}</dt>
        <dd>{day.status === 'none' ? t('salary.notReached') : signedMoney(day.salary, symbol)}</dd>
      </div>
      {day.status === 'none' ? null : (
        <div>
          <dt>{t('salary.status')}</dt>
          <dd>{t(day.status === 'paid' ? 'salary.paid' : 'salary.pending')}</dd>
        </div>
      )}
    </dl>
  );
}

function Today() {
  const { t } = useTranslation(AGENT_NS);
  const current = useCurrentSalary();
  if (current.isPending) return <PageSpinner />;
  if (current.isError) return <ErrorState onRetry={() => current.refetch()} />;
  if (!current.data.today) return null;
  return (
    <section className="contract__offer" aria-labelledby="salary-today">
      <h2 id="salary-today" className="contract__title">
        {t('salary.today')}
      </h2>
      <DayFigures day={current.data.today} />
    </section>
  );
}

function History() {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  const [range] = useState(() => salaryHistoryRange(new Date()));
  const history = useSalaryHistory(range.startDate, range.endDate);
  if (history.isPending) return <PageSpinner />;
  if (history.isError) return <ErrorState onRetry={() => history.refetch()} />;
  if (history.data.days.length === 0) return <EmptyState messageKey={`${AGENT_NS}:salary.noDays`} />;
  return (
    <section aria-labelledby="salary-history">
      <h2 id="salary-history" className="contract__title">
        {t('salary.history', { total: signedMoney(history.data.total, symbol) })}
      </h2>
      <ul className="contract__history" aria-label={t('salary.days')}>
        {history.data.days.map((day) => (
          <li key={day.date} className="contract__card">
            <p className="contract__note">{day.date}</p>
            <DayFigures day={day} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Terms({ contract }: { contract: DailySalaryContract }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <p className="contract__note">
      {t('salary.terms', {
        bets: contract.minTeamBets.toLocaleString('en-US'),
        members: contract.minActiveMembers,
        salary: contract.salary.toLocaleString('en-US'),
      })}
    </p>
  );
}

/** Daily salary under the accepted contract (terms, today so far, the last days), or the application for one. */
export function DailySalary() {
  const { t } = useTranslation(AGENT_NS);
  const contract = useSalaryContract();
  if (contract.isPending) return <PageSpinner />;
  if (contract.isError) return <ErrorState onRetry={() => contract.refetch()} />;
  if (!contract.data.contract)
    return (
      <>
        <p className="contract__note">{t('salary.noContract')}</p>
        <SalaryApply appliedAt={contract.data.appliedAt} />
      </>
    );
  return (
    <>
      <Terms contract={contract.data.contract} />
      <Today />
      <History />
    </>
  );
}
