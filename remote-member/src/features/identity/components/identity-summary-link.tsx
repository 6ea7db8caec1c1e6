/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink } from '@mobile/react-kit';
import { kycUploadPath } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useKycStatus } from '../api/kyc';
import './identity.css';

/** The member centre's line: where the identity check stands, leading to the security centre's card. */
export function IdentitySummaryLink() {
  const { t } = useTranslation(MEMBER_NS);
  const status = useKycStatus();
  const state = status.isSuccess ? t(`identity.state.${status.data.state}`) : status.isError ? '' : '…';
  return (
    <AppLink className="acct-card acct-row identity-summary" to={kycUploadPath()}>
      <span>{t('identity.title')}</span>
      {/* Loading while asked: a drawn member centre is kept until the state is in (decision 0642). */}
      <span className="acct-row__value" {...(status.isPending ? { 'data-mk-loading': '' } : {})}>
        {state}
        {status.isSuccess && status.data.state === 'rejected' ? ` · ${t('identity.resend')}` : ''} ›
      </span>
    </AppLink>
  );
}
