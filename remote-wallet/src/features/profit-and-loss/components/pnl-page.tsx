import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RangePreset, rangeFor } from '../../../common/date-range';
import { RangePicker } from '../../../common/range-picker';
import { useMoney } from '../../../common/use-currency';
import { WALLET_NS } from '../../../load-locale';
import { useMemberPnl } from '../api/get-member-pnl';
import { toneOf, visiblePnlLines } from '../pnl-lines';
import '../../../common/wallet-ui.css';

/** /m/profitandloss: deposits, withdrawals, bets, wins, bonuses, rebates and net of a period. */
export function PnlPage() {
  const { t } = useTranslation(WALLET_NS);
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('today');
  const range = rangeFor(preset, new Date());
  const pnl = useMemberPnl(range);
  const period =
    range.startDate === range.endDate ? range.startDate : `${range.startDate} – ${range.endDate}`;

  return (
    <section className="wallet-page" aria-label={t('pnl.title')}>
      <RangePicker value={preset} onChange={setPreset} />
      <p className="wallet-muted">{period}</p>
      {pnl.isPending ? (
        <PageSpinner />
      ) : pnl.isError ? (
        <ErrorState onRetry={() => pnl.refetch()} />
      ) : (
        <div className="wallet-card">
          <dl className="pnl-lines">
            {visiblePnlLines(pnl.data).map((line) => (
              <div key={line} className="wallet-row pnl-line">
                <dt>{t(`pnl.${line}`)}</dt>
                <dd className={`wallet-${toneOf(pnl.data[line])}`}>{money(pnl.data[line])}</dd>
              </div>
            ))}
            <div className="wallet-row pnl-line pnl-line--net">
              <dt>{t('pnl.net')}</dt>
              <dd className={`wallet-${toneOf(pnl.data.net)}`}>{money(pnl.data.net)}</dd>
            </div>
          </dl>
          <p className="wallet-muted">{t('pnl.netHint')}</p>
        </div>
      )}
    </section>
  );
}
