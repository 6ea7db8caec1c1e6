/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { EmptyState, ErrorState, PageSpinner } from '@mobile/react-kit';
import type { WithdrawOrder } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { OrderList, useActionKey } from '../../money-common';
import { useWithdrawReport } from '../api/get-withdraw-data';
import { useCancelWithdraw } from '../api/withdraw-mutations';

function CancelButton({ order }: { order: WithdrawOrder }) {
  const { t } = useTranslation(WALLET_NS);
  const key = useActionKey();
  const cancel = useCancelWithdraw();
  return (
    <button
      type="button"
      className="money-link"
      disabled={cancel.isPending}
      onClick={() =>
        cancel.mutate(
          { payload: { orderNo: order.orderNo }, idempotencyKey: key.current() },
          { onSuccess: key.renew },
        )
      }
    >
      {t('withdraw.cancel', { orderNo: order.orderNo })}
    </button>
  );
}

/** Withdrawals with their statuses; a pending one can be cancelled, which gives the held funds back. */
export function WithdrawHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation(WALLET_NS);
  const report = useWithdrawReport();
  if (report.isPending) return <PageSpinner />;
  if (!report.data) return <ErrorState onRetry={() => report.refetch()} />;
  const orders = report.data.pages.flatMap((page) => page.content);
  if (orders.length === 0) return <EmptyState messageKey={`${WALLET_NS}:withdraw.noOrders`} />;
  return (
    <OrderList
      label={t('withdraw.history')}
      orders={orders}
      symbol={symbol}
      titleOf={(order) => `${order.bankName} ${order.maskedNumber}`}
      extraOf={(order) => (order.status === 'PENDING' ? <CancelButton order={order} /> : null)}
      paging={report}
    />
  );
}
