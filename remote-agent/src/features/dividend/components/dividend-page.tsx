import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { SITE_PATHS } from '@mobile/shared-contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { AgentOnly } from '../../agent-access';
import { DIVIDEND_FEATURE } from '../../agent-home';
import '../../../common/team-reports.css';
import { useDividendContract } from '../api/use-dividend-contract';
import { DownlineDividends } from './downline-dividends';
import { OwnDividend } from './own-dividend';
import './dividend.css';

type Tab = 'own' | 'downlines';
const TABS: readonly Tab[] = ['own', 'downlines'];

function Dividend() {
  const { t } = useTranslation(AGENT_NS);
  const [tab, setTab] = useState<Tab>('own');
  const contract = useDividendContract();
  let panel = null;
  if (contract.isPending) panel = <PageSpinner />;
  else if (contract.isError) panel = <ErrorState onRetry={() => contract.refetch()} />;
  else panel = tab === 'own' ? <OwnDividend contract={contract.data.contract} /> : <DownlineDividends />;
  return (
    <div className="team-report">
      <div className="dividend__tabs" role="tablist" aria-label={t('dividend.tabs')}>
        {TABS.map((id) => (
          <button
            key={id}
            id={`dividend-tab-${id}`}
            type="button"
            role="tab"
            className="dividend__tab"
            aria-selected={tab === id}
            aria-controls="dividend-panel"
            onClick={() => setTab(id)}
          >
            {t(`dividend.tab.${id}`)}
          </button>
        ))}
      </div>
      <div
        id="dividend-panel"
        className="team-report"
        role="tabpanel"
        aria-labelledby={`dividend-tab-${tab}`}
      >
        {panel}
      </div>
    </div>
  );
}

/** Without the whitelabel dividend feature there is no dividend page: replaced to home (SPEC 2). */
function DividendFeatureOnly() {
  const { merchant, navigate } = useMount();
  const on = merchant.whitelabel.features.includes(DIVIDEND_FEATURE);
  useEffect(() => {
    if (!on) navigate(SITE_PATHS.home, { replace: true });
  }, [on, navigate]);
  return on ? <Dividend /> : null;
}

/** /m/member/agent/agentDivident: the agent's dividend and the dividends it pays its downline agents. */
export function DividendPage() {
  return <AgentOnly>{() => <DividendFeatureOnly />}</AgentOnly>;
}
