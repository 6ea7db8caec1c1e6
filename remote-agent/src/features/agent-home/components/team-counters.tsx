/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { ErrorState } from '@mobile/react-kit';
import type { TeamKpiFooter } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useTeamKpi } from '../api/use-team-kpi';

const COUNTERS: readonly (keyof TeamKpiFooter)[] = [
  'teamRegisterMemberCount',
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamOnlineCount',
];

/** Today's four team counters; placeholders keep the layout still while they load. */
export function TeamCounters() {
  const { t } = useTranslation(AGENT_NS);
  const kpi = useTeamKpi();
  return (
    <section
      className="agent-home__kpi"
      aria-labelledby="agent-kpi-title"
      aria-busy={kpi.isPending}
      {...(kpi.isPending ? { 'data-mk-loading': '' } : {})}
    >
      <h2 id="agent-kpi-title" className="agent-home__section-title">
        {t('kpi.title')}
      </h2>
      {kpi.isError && !kpi.isFetching ? (
        <ErrorState onRetry={() => kpi.refetch()} />
      ) : (
        <dl className="agent-home__kpi-grid">
          {COUNTERS.map((key) => (
            <div key={key} className="agent-home__kpi-item">
              <dt className="agent-home__kpi-label">{t(`kpi.${key}`)}</dt>
              <dd className="agent-home__kpi-value">{kpi.data ? kpi.data[key] : '–'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
