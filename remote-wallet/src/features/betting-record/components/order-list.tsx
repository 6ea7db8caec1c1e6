import { BET_CATEGORIES } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../common/date-range';
import { PagedResults } from '../../../common/paged-results';
import { WALLET_NS } from '../../../load-locale';
import { useBetOrders } from '../api/get-bet-orders';
import type { BetCategory } from '../record-filter';
import { OrderItem } from './order-item';

interface OrderListProps {
  range: DateRange;
  category: BetCategory | null;
  onCategory(category: BetCategory | null): void;
}

/** Orders of the period, narrowed to one game category by the chips. */
export function OrderList({ range, category, onCategory }: OrderListProps) {
  const { t } = useTranslation(WALLET_NS);
  const orders = useBetOrders(range, category);
  return (
    <>
      <fieldset className="wallet-tabs">
        <legend className="mk-visually-hidden">{t('bet.category')}</legend>
        {[null, ...BET_CATEGORIES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="wallet-tab"
            aria-pressed={value === category}
            onClick={() => onCategory(value)}
          >
            {t(`bet.categories.${value ?? 'ALL'}`)}
          </button>
        ))}
      </fieldset>
      <PagedResults query={orders} emptyKey="bet.empty">
        {(items) => items.map((order) => <OrderItem key={order.orderId} order={order} />)}
      </PagedResults>
    </>
  );
}
