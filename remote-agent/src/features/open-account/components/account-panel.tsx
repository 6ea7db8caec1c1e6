import type { AgentQuota, RegisterSettings } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { OpenAccountForm } from './open-account-form';

/** Direct registration: the quota left, the form, and the account just opened. */
export function AccountPanel({
  settings,
  maxRebate,
  quota,
}: {
  settings: RegisterSettings;
  maxRebate: number;
  quota: AgentQuota;
}) {
  const { t } = useTranslation(AGENT_NS);
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <p className="team-manage__count">{t('openAccount.quota', quota)}</p>
      {opened ? (
        <p className="open-account__done" role="status">
          {t('openAccount.opened', { username: opened })}
        </p>
      ) : null}
      {quota.remaining > 0 ? (
        <OpenAccountForm settings={settings} maxRebate={maxRebate} onOpened={setOpened} />
      ) : (
        <p className="team-manage__error">{t('common:error.quotaExhausted')}</p>
      )}
    </>
  );
}
