import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { isApiError, successToast } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useMoveDownlines } from '../api/use-move-downlines';
import { useTeamAgents } from '../api/use-team-agents';
import '../../../common/agent-button.css';

interface MoveFormProps {
  agent: { id: number; userName: string };
  memberIds: readonly number[];
  onDone(): void;
  onCancel(): void;
}

/** Moves the chosen downlines under the agent itself or another agent of its team. */
export function MoveForm({ agent, memberIds, onDone, onCancel }: MoveFormProps) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const agents = useTeamAgents();
  const move = useMoveDownlines();
  const [targetId, setTargetId] = useState(String(agent.id));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    move.mutate(
      { memberIds: [...memberIds], targetId: Number(targetId) },
      {
        onSuccess: () => {
          bus.emit(successToast(`${AGENT_NS}:move.done`));
          onDone();
        },
        onError: (failure) =>
          setError(isApiError(failure) ? t(failure.messageKey, { ns: 'common' }) : t('move.failed')),
      },
    );
  };

  if (agents.isPending) return <PageSpinner />;
  if (agents.isError) return <ErrorState onRetry={() => agents.refetch()} />;
  const targets = agents.data.filter((candidate) => !memberIds.includes(candidate.id));
  return (
    <form className="team-manage__form" onSubmit={submit} aria-labelledby="move-title">
      <h2 id="move-title" className="team-manage__title">
        {t('move.title', { count: memberIds.length })}
      </h2>
      <label htmlFor="move-target">{t('move.target')}</label>
      <select id="move-target" value={targetId} onChange={(event) => setTargetId(event.target.value)}>
        <option value={agent.id}>{t('move.self', { name: agent.userName })}</option>
        {targets.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.username}
            {candidate.nickname ? ` (${candidate.nickname})` : ''}
          </option>
        ))}
      </select>
      {error ? (
        <p className="team-manage__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="team-manage__actions">
        <button type="button" className="agent-button agent-button--plain" onClick={onCancel}>
          {t('move.cancel')}
        </button>
        <button type="submit" className="agent-button" disabled={move.isPending}>
          {t('move.submit')}
        </button>
      </div>
    </form>
  );
}
