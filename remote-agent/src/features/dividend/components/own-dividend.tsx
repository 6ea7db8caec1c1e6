import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import type { DividendContract } from '@mobile/shared-contracts';
import { currencySymbolOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { signedMoney } from '../../team-reports';
import { useAgentIncome } from '../api/use-agent-income';
import { useCurrentDividend } from '../api/use-current-dividend';
import { useDividendRows } from '../api/use-dividend-rows';
import { DividendFigures, periodText } from './dividend-figures';

function Terms({ contract }: { contract: DividendContract }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <p className="team-report__count">
      {t('dividend.terms', {
        cycle: t(`contract.periods.${contract.cycle}`, { defaultValue: contract.cycle }),
        share: contract.sharePercent.toFixed(2),
        min: contract.minTeamLoss.toLocaleString('en-US'),
      })}
    </p>
  );
}

function Current() {
  const { t } = useTranslation(AGENT_NS);
  const current = useCurrentDividend();
  if (current.isPending) return <PageSpinner />;
  if (current.isError) return <ErrorState onRetry={() => current.refetch()} />;
  const row = current.data.current;
  if (!row) return null;
  return (
    <section className="team-report__card" aria-labelledby="dividend-current">
      <h2 id="dividend-current" className="team-report__name">
        {t('dividend.current', { period: periodText(row.period) })}
      </h2>
      <DividendFigures row={row} showStatus={false} />
    </section>
  );
}

function Income() {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  const income = useAgentIncome();
  if (income.isPending) return <PageSpinner />;
  if (income.isError) return <ErrorState onRetry={() => income.refetch()} />;
  const periods = [
    ['previous', income.data.previous],
    ['current', income.data.current],
  ] as const;
  return (
    <section className="team-report__card" aria-labelledby="dividend-income">
      <h2 id="dividend-income" className="team-report__name">
        {t('dividend.income')}
      </h2>
      <dl className="team-report__figures">
        {periods.map(([name, value]) =>
          value ? (
            <div key={name}>
              <dt>{t(`dividend.incomeOf.${name}`, { period: periodText(value.period) })}</dt>
              <dd>
                {signedMoney(value.total, symbol)}
                <span className="dividend__split">
                  {t('dividend.incomeSplit', {
                    dividend: signedMoney(value.dividend, symbol),
                    rebate: signedMoney(value.rebateIncome, symbol),
                  })}
                </span>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

function History() {
  const { t } = useTranslation(AGENT_NS);
  const history = useDividendRows('own');
  if (history.isPending) return <PageSpinner />;
  if (history.isError) return <ErrorState onRetry={() => history.refetch()} />;
  if (history.data.rows.length === 0) return <EmptyState messageKey={`${AGENT_NS}:dividend.noHistory`} />;
  return (
    <ul className="team-report__list" aria-label={t('dividend.history')}>
      {history.data.rows.map((row) => (
        <li key={row.period.start} className="team-report__card">
          <p className="team-report__name">{periodText(row.period)}</p>
          <DividendFigures row={row} />
        </li>
      ))}
    </ul>
  );
}

/** The agent's own dividend: its contract, the period so far, its income, and the closed periods. */
export function OwnDividend({ contract }: { contract: DividendContract | null }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <>
      {contract ? (
        <Terms contract={contract} />
      ) : (
        <p className="team-report__count">{t('dividend.noContract')}</p>
      )}
      {contract ? <Current /> : null}
      <Income />
      {contract ? <History /> : null}
    </>
  );
}
