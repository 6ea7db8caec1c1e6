import { useMount } from '@mobile/react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RangePreset, rangeFor } from '../../../common/date-range';
import { RangePicker } from '../../../common/range-picker';
import { WalletTabs } from '../../../common/wallet-tabs';
import { WALLET_NS } from '../../../load-locale';
import { type BetCategory, orderIdFrom, RECORD_TABS, type RecordTab } from '../record-filter';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import { VendorRecordList } from './vendor-record-list';
import '../../../common/wallet-ui.css';
import './betting-record.css';

/**
 * /m/gameRecord: orders of a period by category, or the vendors' own records; `?order=<id>` shows one
 * order with its sub-orders (the filters are kept above it, so back returns to the same list).
 */
export function BettingRecordPage() {
  const { location } = useMount();
  const { t } = useTranslation(WALLET_NS);
  const [tab, setTab] = useState<RecordTab>('orders');
  const [preset, setPreset] = useState<RangePreset>('today');
  const [category, setCategory] = useState<BetCategory | null>(null);
  const orderId = orderIdFrom(location.search);
  const range = rangeFor(preset, new Date());

  if (orderId !== null)
    return (
      <section className="wallet-page" aria-label={t('bet.detailTitle')}>
        <OrderDetail orderId={orderId} />
      </section>
    );
  return (
    <section className="wallet-page" aria-label={t('bet.title')}>
      <WalletTabs
        tabs={RECORD_TABS}
        value={tab}
        onChange={setTab}
        labelOf={(value) => t(`bet.tabs.${value}`)}
      />
      <RangePicker value={preset} onChange={setPreset} />
      {tab === 'orders' ? (
        <OrderList range={range} category={category} onCategory={setCategory} />
      ) : (
        <VendorRecordList range={range} />
      )}
    </section>
  );
}
