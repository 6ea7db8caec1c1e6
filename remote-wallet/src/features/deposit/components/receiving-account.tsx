/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { DepositChannel } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';

type Account = NonNullable<DepositChannel['account']>;

/** The merchant's account to transfer to, with a copy button for the number. */
export function ReceivingAccount({ account }: { account: Account }) {
  const { t } = useTranslation(WALLET_NS);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(account.accountNumber).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <dl className="money-account" aria-label={t('deposit.receivingAccount')}>
      <dt>{t('deposit.bank')}</dt>
      <dd>{account.bankName}</dd>
      <dt>{t('deposit.accountName')}</dt>
      <dd>{account.accountName}</dd>
      <dt>{t('deposit.accountNumber')}</dt>
      <dd>
        <span>{account.accountNumber}</span>
        <button type="button" className="money-link" onClick={copy}>
          {t(copied ? 'deposit.copied' : 'deposit.copy')}
        </button>
      </dd>
    </dl>
  );
}
