import { formatLocalDateTime } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../common/date-range';
import { PagedResults } from '../../../common/paged-results';
import { useMoney } from '../../../common/use-currency';
import { WALLET_NS } from '../../../load-locale';
import { useVendorRecords } from '../api/get-bet-orders';

/** The game vendors' own records (round id, stake, win and their result text). */
export function VendorRecordList({ range }: { range: DateRange }) {
  const { t } = useTranslation(WALLET_NS);
  const money = useMoney();
  const records = useVendorRecords(range);
  return (
    <PagedResults query={records} emptyKey="bet.empty">
      {(items) =>
        items.map((record) => (
          <li key={record.recordId} className="wallet-card">
            <div className="wallet-row">
              <span className="wallet-title">{record.gameName}</span>
              <span className={record.win > 0 ? 'wallet-in' : 'wallet-muted'}>{money(record.win)}</span>
            </div>
            <div className="wallet-row wallet-muted">
              <span>{t('bet.stake', { amount: money(record.stake) })}</span>
              <span>{record.result}</span>
            </div>
            <div className="wallet-row wallet-muted">
              <span>{t('bet.round', { id: record.recordId })}</span>
              <time dateTime={record.createdAt}>{formatLocalDateTime(record.createdAt)}</time>
            </div>
          </li>
        ))
      }
    </PagedResults>
  );
}
