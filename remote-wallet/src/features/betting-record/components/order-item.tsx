import { AppLink } from '@mobile/react-kit';
import { type BetOrder, formatLocalDateTime } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../common/use-currency';
import { WALLET_NS } from '../../../load-locale';
import { orderHref } from '../record-filter';

/** One order in the list: game, stake, payout and status; opens its detail. */
export function OrderItem({ order }: { order: BetOrder }) {
  const { t } = useTranslation(WALLET_NS);
  const money = useMoney();
  return (
    <li className="wallet-card bet-order">
      <AppLink to={orderHref(order.orderId)} className="bet-order__link">
        <div className="wallet-row">
          <span className="wallet-title">{order.gameName}</span>
          <span className={`bet-status bet-status--${order.status}`}>{t(`bet.status.${order.status}`)}</span>
        </div>
        <div className="wallet-row wallet-muted">
          <span>{t('bet.stake', { amount: money(order.amount) })}</span>
          <span>{t('bet.payout', { amount: money(order.payout) })}</span>
        </div>
        <div className="wallet-row wallet-muted">
          <span>{order.orderNo}</span>
          <time dateTime={order.createdAt}>{formatLocalDateTime(order.createdAt)}</time>
        </div>
      </AppLink>
    </li>
  );
}
