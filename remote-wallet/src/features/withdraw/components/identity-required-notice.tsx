/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink } from '@mobile/react-kit';
import { kycUploadPath } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';

/** The merchant pays out only after an approved identity, and this member's is not yet: why, and where to send it. */
export function IdentityRequiredNotice() {
  const { t } = useTranslation(WALLET_NS);
  return (
    <div className="money-blocked" role="status">
      <p className="money-identity__text">{t('withdraw.identityRequired')}</p>
      <AppLink className="money-link money-identity__link" to={kycUploadPath()}>
        {t('withdraw.verifyIdentity')}
      </AppLink>
    </div>
  );
}
