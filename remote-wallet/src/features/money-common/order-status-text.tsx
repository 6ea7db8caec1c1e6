import { type OrderStatus, orderStatusKey } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../load-locale';

export function OrderStatusText({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(WALLET_NS);
  return (
    <span className={`money-status money-status--${status.toLowerCase()}`}>{t(orderStatusKey(status))}</span>
  );
}
