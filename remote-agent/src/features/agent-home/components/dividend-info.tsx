/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink, useMount } from '@mobile/react-kit';
import { SITE_PATHS } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useDividendContract } from '../../dividend';
import { DIVIDEND_FEATURE } from '../agent-footer-links';

/**
 * SPEC 4 agent screen load: the dividend info (the agent's contract), asked only where the dividend
 * feature is on; with a contract it shows the terms and leads to the dividend page.
 */
export function DividendInfo() {
  const { t } = useTranslation(AGENT_NS);
  const { merchant } = useMount();
  const on = merchant.whitelabel.features.includes(DIVIDEND_FEATURE);
  const info = useDividendContract(on);
  const contract = info.data?.contract;
  // Asked and not answered yet: an empty marker, so a drawn page (0661) is kept until the answer is in.
  if (on && info.isPending) return <span hidden data-mk-loading="" />;
  if (!on || !contract) return null;
  return (
    <AppLink to={SITE_PATHS.agentDividend} className="agent-home__dividend">
      {t('dividend.homeInfo', {
        share: contract.sharePercent.toFixed(2),
        cycle: t(`contract.periods.${contract.cycle}`, { defaultValue: contract.cycle }),
      })}
    </AppLink>
  );
}
