import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { AgentOnly } from '../../agent-access';
import '../../../common/team-management.css';
import { useQuota } from '../api/use-quota';
import { useRebateCeiling } from '../api/use-rebate-ceiling';
import { useRegisterSettings } from '../api/use-register-settings';
import { AccountPanel } from './account-panel';
import { AffiliateLinksPanel } from './affiliate-links-panel';
import './open-account.css';

type Tab = 'account' | 'links';
const TABS: readonly Tab[] = ['account', 'links'];

function OpenAccount() {
  const { t } = useTranslation(AGENT_NS);
  const [tab, setTab] = useState<Tab>('account');
  const settings = useRegisterSettings();
  const ceiling = useRebateCeiling();
  const quota = useQuota();
  const queries = [settings, ceiling, quota];
  let panel = null;
  if (queries.some((q) => q.isError))
    panel = (
      <ErrorState
        onRetry={() => {
          for (const query of queries) if (query.isError) query.refetch();
        }}
      />
    );
  else if (!settings.data || !ceiling.data || !quota.data) panel = <PageSpinner />;
  else if (tab === 'account')
    panel = <AccountPanel settings={settings.data} maxRebate={ceiling.data.maxRebate} quota={quota.data} />;
  else panel = <AffiliateLinksPanel maxRebate={ceiling.data.maxRebate} />;
  return (
    <div className="team-manage">
      <div className="team-manage__scopes" role="tablist" aria-label={t('openAccount.tabs')}>
        {TABS.map((id) => (
          <button
            key={id}
            id={`open-account-tab-${id}`}
            type="button"
            role="tab"
            className="team-manage__toggle open-account__tab"
            aria-selected={tab === id}
            aria-controls="open-account-panel"
            onClick={() => setTab(id)}
          >
            {t(`openAccount.tab.${id}`)}
          </button>
        ))}
      </div>
      <div id="open-account-panel" role="tabpanel" aria-labelledby={`open-account-tab-${tab}`}>
        {panel}
      </div>
    </div>
  );
}

/** /m/agentRegister: open a downline account directly, or hand out affiliate links with a QR code. */
export function OpenAccountPage() {
  return <AgentOnly>{() => <OpenAccount />}</AgentOnly>;
}
