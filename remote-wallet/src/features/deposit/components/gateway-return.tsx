import { useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf, formatBalance } from '@mobile/shared-contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { OrderStatusText } from '../../money-common';
import { useDepositOrder } from '../api/get-deposit-order';

/**
 * Back from the gateway (`?order=`): the order's outcome, asked again until final; on success the
 * shell refreshes the wallet, so the header's balance rises without a reload.
 */
export function GatewayReturn({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(WALLET_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  const order = useDepositOrder(orderNo);
  const status = order.data?.status;
  const refreshed = useRef(false);
  useEffect(() => {
    if (status === 'SUCCESS' && !refreshed.current) {
      refreshed.current = true;
      bus.emit({ type: 'refresh-wallet' });
    }
  }, [status, bus]);
  if (order.isError) return null;
  return (
    <section className="money-result" aria-live="polite" aria-label={t('deposit.result')}>
      {order.data ? (
        <>
          <p>
            {t('deposit.resultLine', { orderNo, amount: `${symbol}${formatBalance(order.data.amount)}` })}{' '}
            <OrderStatusText status={order.data.status} />
          </p>
          {status === 'PENDING' ? (
            <p className="money-hint">
              {t(order.data.heldForReview ? 'deposit.held' : 'deposit.waitingGateway')}
            </p>
          ) : null}
        </>
      ) : (
        <p>{t('deposit.checking')}</p>
      )}
    </section>
  );
}
