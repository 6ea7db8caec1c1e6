import { useMount, useStreamValue } from '@mobile/react-kit';
import { FREE_REJECT_TOAST } from '@mobile/shared-contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../load-locale';
import { mayUseDeposit } from '../account-record/deposit-access';

/**
 * SPEC 5 free-access check before anything else: types other than 0, 1, 2 are told free_reject (2 s)
 * and the page asks the server for nothing.
 */
export function MoneyAccessGate({ children }: { children: ReactNode }) {
  const { bus } = useMount();
  const { t } = useTranslation(WALLET_NS);
  const session = useStreamValue(bus.session$);
  const allowed = mayUseDeposit(session);
  useEffect(() => {
    if (!allowed) bus.emit(FREE_REJECT_TOAST);
  }, [allowed, bus]);
  if (!allowed)
    return (
      <p className="money-blocked" role="status">
        {t('money.realAccountOnly')}
      </p>
    );
  return <>{children}</>;
}
