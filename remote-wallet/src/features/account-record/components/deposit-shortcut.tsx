import { useMount } from '@mobile/react-kit';
import { accessContextOf, allows, FREE_REJECT_TOAST, SITE_PATHS } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';

/** Deposit button; free-play and other non-depositing types are told free_reject and stay here. */
export function DepositShortcut() {
  const { bus, navigate } = useMount();
  const { t } = useTranslation(WALLET_NS);
  const onClick = () => {
    if (allows('depositor', accessContextOf({ session: bus.session$.getValue() })))
      navigate(SITE_PATHS.deposit);
    else bus.emit(FREE_REJECT_TOAST);
  };
  return (
    <button type="button" className="wallet-record__deposit" onClick={onClick}>
      {t('record.deposit')}
    </button>
  );
}
