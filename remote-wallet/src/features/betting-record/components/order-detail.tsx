import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { formatLocalDateTime, isApiError, type SubOrder, successToast } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../common/use-currency';
import { WALLET_NS } from '../../../load-locale';
import { useCancelSubOrder } from '../api/cancel-sub-order';
import { useOrderDetail } from '../api/get-order-detail';

/** An order with its sub-orders; a pending pick can be cancelled (asked twice) and its stake refunded. */
export function OrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation(WALLET_NS);
  const { bus } = useMount();
  const money = useMoney();
  const detail = useOrderDetail(orderId);
  const cancel = useCancelSubOrder();
  const [confirming, setConfirming] = useState<number | null>(null);

  if (detail.isPending) return <PageSpinner />;
  // Another member's order looks like no order at all: nothing to retry.
  if (detail.isError && isApiError(detail.error) && detail.error.code === 'NOT_FOUND')
    return <EmptyState messageKey={`${WALLET_NS}:bet.notFound`} />;
  if (detail.isError) return <ErrorState onRetry={() => detail.refetch()} />;
  const { order, subOrders } = detail.data;

  const onCancel = (sub: SubOrder) => {
    if (confirming !== sub.subOrderId) return setConfirming(sub.subOrderId);
    cancel.mutate(sub.subOrderId, {
      onSuccess: () => {
        setConfirming(null);
        bus.emit(successToast(`${WALLET_NS}:bet.cancelled`));
      },
    });
  };

  return (
    <article className="wallet-card" aria-labelledby="bet-order-title">
      <h2 id="bet-order-title" className="wallet-title">
        {order.gameName}
      </h2>
      <dl className="pnl-lines">
        {[
          ['bet.orderNo', order.orderNo],
          ['bet.statusLabel', t(`bet.status.${order.status}`)],
          ['bet.stakeLabel', money(order.amount)],
          ['bet.payoutLabel', money(order.payout)],
          ['bet.placedAt', formatLocalDateTime(order.createdAt)],
          ['bet.detail', detail.data.detail],
        ].map(([key, value]) => (
          <div key={key} className="wallet-row pnl-line">
            <dt>{t(key as string)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {subOrders.length > 0 ? (
        <>
          <h3 className="wallet-title">{t('bet.subOrders')}</h3>
          <ul className="wallet-list">
            {subOrders.map((sub) => (
              <li key={sub.subOrderId} className="bet-sub">
                <div className="wallet-row">
                  <span>{sub.content}</span>
                  <span className={`bet-status bet-status--${sub.status}`}>
                    {t(`bet.status.${sub.status}`)}
                  </span>
                </div>
                <div className="wallet-row wallet-muted">
                  <span>{t('bet.stake', { amount: money(sub.amount) })}</span>
                  <span>{t('bet.drawAt', { time: formatLocalDateTime(sub.drawAt) })}</span>
                </div>
                {sub.cancellable ? (
                  <button
                    type="button"
                    className={`wallet-button${confirming === sub.subOrderId ? ' wallet-button--primary' : ''}`}
                    disabled={cancel.isPending}
                    onClick={() => onCancel(sub)}
                  >
                    {confirming === sub.subOrderId
                      ? t('bet.confirmCancel', { content: sub.content })
                      : t('bet.cancel', { content: sub.content })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
