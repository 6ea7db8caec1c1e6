import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { AgentOnly } from '../../agent-access';
import { RebateForm, useDownline, useDownlines } from '../../team-management';
import '../../../common/team-management.css';
import '../../../common/agent-button.css';

/** The agent's own rebate, the ceiling of every rebate it hands down. */
function OwnRebate() {
  const { t } = useTranslation(AGENT_NS);
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const own = useQuery({
    ...apiQuery(api, 'agentRebate', {}, { member: session?.id ?? null }),
  });
  if (own.isError) return <ErrorState onRetry={() => own.refetch()} />;
  return (
    <p className="team-manage__count">
      {t('rebateSettings.own', { rebate: own.data ? own.data.rebate.toFixed(2) : '–' })}
    </p>
  );
}

function RebateEditor({ memberId }: { memberId: number }) {
  const detail = useDownline(memberId);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <ErrorState onRetry={() => detail.refetch()} />;
  return <RebateForm key={`${detail.data.id}-${detail.data.rebate}`} downline={detail.data} />;
}

/** /m/member/agent/agentRebeat: the agent's rebate and each direct downline's, changed one at a time. */
function AgentRebate() {
  const { t } = useTranslation(AGENT_NS);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useDownlines('direct', '');
  const downlines = list.data?.pages.flatMap((page) => page.content) ?? [];
  let body = null;
  if (list.isPending) body = <PageSpinner />;
  else if (list.isError) body = <ErrorState onRetry={() => list.refetch()} />;
  else if (downlines.length === 0) body = <EmptyState messageKey={`${AGENT_NS}:team.empty`} />;
  return (
    <div className="team-manage">
      <OwnRebate />
      {body ?? (
        <ul className="team-manage__list" aria-label={t('rebateSettings.list')}>
          {downlines.map((downline) => (
            <li key={downline.id} className="team-manage__item team-manage__item--column">
              <button
                type="button"
                className="team-manage__open"
                aria-expanded={editing === downline.id}
                onClick={() => setEditing(editing === downline.id ? null : downline.id)}
              >
                <span className="team-manage__name">{downline.username}</span>
                <span className="team-manage__meta">
                  {t('rebateSettings.rebate', { rebate: downline.rebate.toFixed(2) })}
                </span>
              </button>
              {editing === downline.id ? <RebateEditor memberId={downline.id} /> : null}
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button type="button" className="agent-button" onClick={() => list.fetchNextPage()}>
          {t('team.loadMore')}
        </button>
      ) : null}
    </div>
  );
}

export function AgentRebatePage() {
  return <AgentOnly>{() => <AgentRebate />}</AgentOnly>;
}
