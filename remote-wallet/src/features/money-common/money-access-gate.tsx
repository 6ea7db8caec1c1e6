/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useMount, useStreamValue } from '@mobile/react-kit';
import { accessContextOf, allows, FREE_REJECT_TOAST } from '@mobile/shared-contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../load-locale';

/**
 * The page record's `depositor` rule (SPEC 5 free-access check) asked again inside the page: the route
 * outlet already sends refused types home, this keeps a session that changes under an open page (another
 * tab logs in as free play) from reaching the money calls. Refused: free_reject (2 s), nothing asked.
 */
export function MoneyAccessGate({ children }: { children: ReactNode }) {
  const { bus } = useMount();
  const { t } = useTranslation(WALLET_NS);
  const session = useStreamValue(bus.session$);
  const allowed = allows('depositor', accessContextOf({ session }));
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
