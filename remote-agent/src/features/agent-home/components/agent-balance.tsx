/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink, useMount } from '@mobile/react-kit';
import {
  canDeposit,
  FREE_REJECT_TOAST,
  formatBalance,
  memberTypeOf,
  SITE_PATHS,
} from '@mobile/shared-contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useAgentWallet } from '../api/use-agent-wallet';

/** Total balance (#,##0.00) with withdraw and deposit; marked loading until the wallet is in (0661). */
export function AgentBalance() {
  const { bus } = useMount();
  const { t } = useTranslation(AGENT_NS);
  const { data: wallet, isPending } = useAgentWallet();

  // SPEC 5 free-access check: agent types outside 0, 1, 2 may not deposit.
  const onDeposit = (event: MouseEvent<HTMLAnchorElement>) => {
    if (canDeposit(memberTypeOf(bus.session$.getValue()))) return;
    event.preventDefault();
    bus.emit(FREE_REJECT_TOAST);
  };

  return (
    <section className="agent-home__balance" aria-labelledby="agent-balance-title">
      <h2 id="agent-balance-title" className="agent-home__balance-title">
        {t('balance.total')}
      </h2>
      <p className="agent-home__balance-amount" {...(isPending ? { 'data-mk-loading': '' } : {})}>
        {wallet ? `${wallet.currencySymbol}${formatBalance(wallet.sumBalance)}` : '--'}
      </p>
      <div className="agent-home__balance-actions">
        <AppLink className="agent-home__action" to={SITE_PATHS.withdraw}>
          {t('balance.withdraw')}
        </AppLink>
        <AppLink
          className="agent-home__action agent-home__action--primary"
          to={SITE_PATHS.deposit}
          onClick={onDeposit}
        >
          {t('balance.deposit')}
        </AppLink>
      </div>
    </section>
  );
}
