import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useSubordinates } from '../api/use-subordinates';
import '../../../common/agent-button.css';

/** The team's size above the list: direct downlines and those further down. */
export function SubordinateSummary() {
  const { t } = useTranslation(AGENT_NS);
  const counts = useSubordinates();
  if (counts.isError)
    return (
      <section className="team-manage__summary" aria-label={t('team.summary')}>
        <p className="team-manage__error" role="alert">
          {t('team.summaryFailed')}
        </p>
        <button type="button" className="agent-button agent-button--plain" onClick={() => counts.refetch()}>
          {t('team.summaryRetry')}
        </button>
      </section>
    );
  // A dash while loading keeps the layout still when the numbers arrive.
  const value = (count: number | undefined) => (count === undefined ? '–' : String(count));
  return (
    <section className="team-manage__summary" aria-label={t('team.summary')} aria-busy={counts.isPending}>
      <dl className="team-manage__facts">
        <div>
          <dt>{t('team.directCount')}</dt>
          <dd>{value(counts.data?.direct)}</dd>
        </div>
        <div>
          <dt>{t('team.indirectCount')}</dt>
          <dd>{value(counts.data?.indirect)}</dd>
        </div>
      </dl>
    </section>
  );
}
