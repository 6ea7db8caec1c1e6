import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { formatBalance, formatLocalDateTime } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { OrderStatusText } from '../../money-common/order-status-text';
import { useDepositOrders } from '../api/get-deposit-orders';

/** Deposit orders with their statuses, newest first, more on demand. */
export function DepositHistory() {
  const { t } = useTranslation(WALLET_NS);
  const { bus } = useMount();
  const symbol = useStreamValue(bus.wallet$)?.currencySymbol ?? '';
  const orders = useDepositOrders();
  // A status seen here may have moved money (an approval): the shell reloads the wallet for the header.
  useEffect(() => {
    if (orders.dataUpdatedAt > 0) bus.emit({ type: 'refresh-wallet' });
  }, [orders.dataUpdatedAt, bus]);
  if (orders.isPending) return <PageSpinner />;
  if (!orders.data) return <ErrorState onRetry={() => orders.refetch()} />;
  const list = orders.data.pages.flatMap((page) => page.content);
  if (list.length === 0) return <EmptyState messageKey={`${WALLET_NS}:deposit.noOrders`} />;
  return (
    <>
      <ul className="money-list" aria-label={t('deposit.history')}>
        {list.map((order) => (
          <li key={order.orderNo} className="money-item">
            <div className="money-line">
              <span>{order.channelName}</span>
              <strong>{`${symbol}${formatBalance(order.amount)}`}</strong>
            </div>
            <div className="money-line money-line--minor">
              <time dateTime={order.createdAt}>{formatLocalDateTime(order.createdAt)}</time>
              <OrderStatusText status={order.status} />
            </div>
            <div className="money-line money-line--minor">
              <span>{order.orderNo}</span>
              {order.bonus > 0 ? (
                <span>{t('deposit.bonus', { amount: `${symbol}${formatBalance(order.bonus)}` })}</span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {orders.hasNextPage ? (
        <button
          type="button"
          className="money-more"
          disabled={orders.isFetchingNextPage}
          onClick={() => orders.fetchNextPage()}
        >
          {t(orders.isFetchingNextPage ? 'record.loadingMore' : 'record.loadMore')}
        </button>
      ) : null}
    </>
  );
}
