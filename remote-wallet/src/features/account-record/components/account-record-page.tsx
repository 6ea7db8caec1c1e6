import { useMount } from '@mobile/react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RangePreset, rangeFor } from '../../../common/date-range';
import { RangePicker } from '../../../common/range-picker';
import { WALLET_NS } from '../../../load-locale';
import { recordTypesFrom } from '../record-query';
import { DepositShortcut } from './deposit-shortcut';
import { TransactionResults } from './transaction-results';
import { TxCodeFilter } from './tx-code-filter';
import './account-record.css';

/** /m/transaction/record (agent variant ?types=A): the wallet's ledger lines for a chosen period. */
export function AccountRecordPage() {
  const { location } = useMount();
  const { t } = useTranslation(WALLET_NS);
  const [preset, setPreset] = useState<RangePreset>('today');
  const [txCode, setTxCode] = useState<string | null>(null);
  const types = recordTypesFrom(location.search);
  // Recomputed each render, so a page left open past midnight asks for the new day.
  const range = rangeFor(preset, new Date());
  const period =
    range.startDate === range.endDate ? range.startDate : `${range.startDate} – ${range.endDate}`;

  return (
    <section className="wallet-record" aria-label={t('record.title')}>
      <RangePicker value={preset} onChange={setPreset} />
      <div className="wallet-record__summary">
        <div>
          <p className="wallet-record__period">{period}</p>
          {types === 'A' ? <p className="wallet-record__scope">{t('record.teamScope')}</p> : null}
        </div>
        <DepositShortcut />
      </div>
      <TxCodeFilter value={txCode} onChange={setTxCode} />
      <TransactionResults filter={{ range, types, txCode }} />
    </section>
  );
}
