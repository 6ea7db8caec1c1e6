import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf, formatBalance } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { OrderList } from '../../money-common';
import { useDepositOrders } from '../api/get-deposit-orders';

/** Deposit orders with their statuses, newest first, more on demand. */
export function DepositHistory() {
  const { t } = useTranslation(WALLET_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
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
    <OrderList
      label={t('deposit.history')}
      orders={list}
      symbol={symbol}
      titleOf={(order) => order.channelName}
      extraOf={(order) => (
        <>
          {order.heldForReview ? <span>{t('deposit.heldShort')}</span> : null}
          {order.bonus > 0 ? (
            <span>{t('deposit.bonus', { amount: `${symbol}${formatBalance(order.bonus)}` })}</span>
          ) : null}
        </>
      )}
      paging={orders}
    />
  );
}
