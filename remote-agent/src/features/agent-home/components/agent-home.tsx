/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { PageTopBar, useMount } from '@mobile/react-kit';
import type { SessionInfo } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractPrompts } from '../../contracts';
import { AgentBalance } from './agent-balance';
import { AgentFooter } from './agent-footer';
import { AgentGreeting } from './agent-greeting';
import { AgentMenuGrid } from './agent-menu-grid';
import { DividendInfo } from './dividend-info';
import { TeamCounters } from './team-counters';

/** The agent home screen; loading it refreshes the wallet and unread counts the shell keeps. */
export function AgentHome({ session }: { session: SessionInfo }) {
  const { bus } = useMount();
  const { t } = useTranslation('common');

  useEffect(() => {
    bus.emit({ type: 'refresh-wallet' });
    bus.emit({ type: 'refresh-unread' });
  }, [bus]);

  return (
    <div className="agent-home">
      {/* SPEC 2 hides the site header here: the page's own bar has the back (to where the agent came from). */}
      <PageTopBar title={t('title.agent')} />
      <AgentGreeting userName={session.userName} />
      <AgentBalance />
      <TeamCounters />
      <AgentMenuGrid />
      {/* Last in the flow: it appears only once its answer says there is a contract, and pushes nothing down. */}
      <DividendInfo />
      <AgentFooter />
      <ContractPrompts session={session} />
    </div>
  );
}
