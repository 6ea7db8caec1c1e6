/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { paymentPasswordLockedUntil } from '../payment-password-lock';

/** Under a form that took the withdrawal password: until when it is locked, after five wrong ones. */
export function PaymentPasswordLockNotice({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation(WALLET_NS);
  const until = paymentPasswordLockedUntil(error);
  if (!until) return null;
  const time = new Intl.DateTimeFormat(i18n.language || undefined, {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(until);
  return (
    <p className="money-problem" role="alert">
      {t('password.lockedUntil', { time })}
    </p>
  );
}
