import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf, type DividendRow, isApiError, successToast } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { signedMoney } from '../../team-reports';
import { useDividendRows } from '../api/use-dividend-rows';
import { usePayoutDividend } from '../api/use-payout-dividend';
import { DividendFigures, periodText } from './dividend-figures';
import '../../../common/agent-button.css';

const rowKey = (row: DividendRow) => `${row.memberId}:${row.period.start}`;

/** Pay one row after a second tap that names the amount and the downline. */
function PayRow({ row }: { row: DividendRow }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  const payout = usePayoutDividend();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = signedMoney(row.dividend, symbol);
  const pay = () =>
    payout.mutate(
      { memberId: row.memberId, periodStart: row.period.start },
      {
        onSuccess: () => {
          setConfirming(false);
          bus.emit(successToast(`${AGENT_NS}:dividend.paidToast`));
        },
        onError: (failure) =>
          setError(isApiError(failure) ? t(failure.messageKey, { ns: 'common' }) : t('dividend.payFailed')),
      },
    );
  if (!confirming)
    return (
      <button type="button" className="agent-button" onClick={() => setConfirming(true)}>
        {t('dividend.pay', { username: row.username })}
      </button>
    );
  return (
    <fieldset className="dividend__confirm">
      <legend>
        {t('dividend.confirmPay', { amount, username: row.username, period: periodText(row.period) })}
      </legend>
      {error ? (
        <p className="team-report__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dividend__actions">
        <button
          type="button"
          className="agent-button agent-button--plain"
          onClick={() => setConfirming(false)}
        >
          {t('dividend.cancel')}
        </button>
        <button type="button" className="agent-button" disabled={payout.isPending} onClick={pay}>
          {t('dividend.payNow', { amount })}
        </button>
      </div>
    </fieldset>
  );
}

/** Dividends due to and paid to the agent's direct downline agents, under their contracts. */
export function DownlineDividends() {
  const { t } = useTranslation(AGENT_NS);
  const rows = useDividendRows('downlines');
  if (rows.isPending) return <PageSpinner />;
  if (rows.isError) return <ErrorState onRetry={() => rows.refetch()} />;
  if (rows.data.rows.length === 0) return <EmptyState messageKey={`${AGENT_NS}:dividend.noneDue`} />;
  return (
    <ul className="team-report__list" aria-label={t('dividend.downlineList')}>
      {rows.data.rows.map((row) => (
        <li
          key={rowKey(row)}
          className="team-report__card"
          aria-label={`${row.username} ${periodText(row.period)}`}
        >
          <p className="team-report__name">
            {row.username} · {periodText(row.period)}
          </p>
          <DividendFigures row={row} />
          {row.status === 'DUE' ? <PayRow row={row} /> : null}
        </li>
      ))}
    </ul>
  );
}
