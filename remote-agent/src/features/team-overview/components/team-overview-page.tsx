import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { AgentOnly } from '../../agent-access';
import { type KpiPeriod, periodRange, trendRange } from '../kpi-periods';
import { KpiGrid } from './kpi-grid';
import { PeriodTabs } from './period-tabs';
import { TrendChart } from './trend-chart';
import './team-overview.css';

function TeamOverview() {
  const { t } = useTranslation(AGENT_NS);
  const [period, setPeriod] = useState<KpiPeriod>('today');
  // Recomputed each render, so a page left open past midnight asks for the new day.
  const now = new Date();
  const range = periodRange(period, now);
  return (
    <div className="team-overview">
      <section aria-labelledby="team-overview-figures">
        <h2 id="team-overview-figures" className="team-overview__title">
          {t('overview.figures')}
        </h2>
        <PeriodTabs value={period} onChange={setPeriod} />
        <p className="team-overview__range">
          {range.startDate === range.endDate ? range.startDate : `${range.startDate} – ${range.endDate}`}
        </p>
        <KpiGrid range={range} />
      </section>
      <TrendChart range={trendRange(now)} />
    </div>
  );
}

/** /m/agent/team/overview: the team's figures by period and the trend of the last days. */
export function TeamOverviewPage() {
  return <AgentOnly>{() => <TeamOverview />}</AgentOnly>;
}
