import { formatBalance, formatLocalDateTime, type OrderStatus } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../load-locale';
import { OrderStatusText } from './order-status-text';

/** What every money order shows in a history list. */
export interface ListedOrder {
  orderNo: string;
  amount: number;
  status: OrderStatus;
  createdAt: string;
}

interface OrderListProps<T extends ListedOrder> {
  /** The list's accessible name (e.g. 'Deposit history'). */
  label: string;
  orders: T[];
  symbol: string;
  /** The first line's text: the channel, or the bank and card. */
  titleOf(order: T): string;
  /** Beside the order number on the last line: a bonus, a cancel button… */
  extraOf?(order: T): ReactNode;
  paging: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
}

/** Deposit and withdrawal histories: amount, time, status and number of each order, more on demand. */
export function OrderList<T extends ListedOrder>({
  label,
  orders,
  symbol,
  titleOf,
  extraOf,
  paging,
}: OrderListProps<T>) {
  const { t } = useTranslation(WALLET_NS);
  return (
    <>
      <ul className="money-list" aria-label={label}>
        {orders.map((order) => (
          <li key={order.orderNo} className="money-item">
            <div className="money-line">
              <span>{titleOf(order)}</span>
              <strong>{`${symbol}${formatBalance(order.amount)}`}</strong>
            </div>
            <div className="money-line money-line--minor">
              <time dateTime={order.createdAt}>{formatLocalDateTime(order.createdAt)}</time>
              <OrderStatusText status={order.status} />
            </div>
            <div className="money-line money-line--minor">
              <span>{order.orderNo}</span>
              {extraOf?.(order) ?? null}
            </div>
          </li>
        ))}
      </ul>
      {paging.hasNextPage ? (
        <button
          type="button"
          className="money-more"
          disabled={paging.isFetchingNextPage}
          onClick={() => paging.fetchNextPage()}
        >
          {t(paging.isFetchingNextPage ? 'record.loadingMore' : 'record.loadMore')}
        </button>
      ) : null}
    </>
  );
}
