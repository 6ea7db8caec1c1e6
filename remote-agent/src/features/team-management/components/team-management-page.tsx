import type { SessionInfo } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { AgentOnly } from '../../agent-access';
import { DownlineDetailView } from './downline-detail';
import { DownlineFilters, type ListScope } from './downline-filters';
import { DownlineList } from './downline-list';
import { MoveForm } from './move-form';
import { SubordinateSummary } from './subordinate-summary';
import '../../../common/team-management.css';
import '../../../common/agent-button.css';

type View = { kind: 'list' } | { kind: 'detail'; memberId: number } | { kind: 'move'; memberIds: number[] };

function TeamManagement({ session }: { session: SessionInfo }) {
  const { t } = useTranslation(AGENT_NS);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [scope, setScope] = useState<ListScope>('direct');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const toList = () => setView({ kind: 'list' });
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  if (view.kind !== 'list') {
    return (
      <div className="team-manage">
        <button type="button" className="team-manage__back" onClick={toList}>
          {t('team.backToList')}
        </button>
        {view.kind === 'detail' ? (
          <DownlineDetailView
            memberId={view.memberId}
            onMove={() => setView({ kind: 'move', memberIds: [view.memberId] })}
          />
        ) : (
          <MoveForm
            agent={{ id: session.id, userName: session.userName }}
            memberIds={view.memberIds}
            onCancel={toList}
            onDone={() => {
              setSelected([]);
              toList();
            }}
          />
        )}
      </div>
    );
  }
  return (
    <div className="team-manage">
      <SubordinateSummary />
      <DownlineFilters
        scope={scope}
        keyword={keyword}
        onScope={(next) => {
          setScope(next);
          setSelected([]);
        }}
        onSearch={setKeyword}
      />
      {selected.length > 0 ? (
        <div className="team-manage__selection">
          <span>{t('team.selected', { count: selected.length })}</span>
          <button
            type="button"
            className="agent-button"
            onClick={() => setView({ kind: 'move', memberIds: selected })}
          >
            {t('move.selected')}
          </button>
        </div>
      ) : null}
      <DownlineList
        scope={scope}
        keyword={keyword}
        selected={selected}
        onToggle={toggle}
        onOpen={(memberId) => setView({ kind: 'detail', memberId })}
      />
    </div>
  );
}

/** /m/member/team: the agent's downlines, direct and indirect, with detail, rebates and moves. */
export function TeamManagementPage() {
  return <AgentOnly>{(session) => <TeamManagement session={session} />}</AgentOnly>;
}
