import { ErrorState, PageSpinner } from '@mobile/react-kit';
import type { TeamTrendPoint } from '@mobile/shared-contracts';
import { LineChart } from 'chartist';
import { type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useTeamTrend } from '../api/use-team-trend';
import type { DayRange } from '../kpi-periods';

const SERIES = ['bets', 'deposits', 'profit'] as const;

/** Draws the points with Chartist into the box; the box keeps its height so nothing moves. */
function ChartBox({ points, label }: { points: TeamTrendPoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = new LineChart(
      box.current,
      {
        labels: points.map((point) => point.date.slice(5)),
        series: SERIES.map((key) => points.map((point) => point[key])),
      },
      {
        fullWidth: true,
        showPoint: false,
        chartPadding: { top: 8, right: 12, bottom: 0, left: 4 },
        axisX: { labelInterpolationFnc: (value, index) => (index % 3 === 0 ? String(value) : null) },
        axisY: { onlyInteger: true, offset: 48 },
      },
    );
    return () => {
      chart.detach();
    };
  }, [points]);
  return <div ref={box} className="team-overview__chart" role="img" aria-label={label} />;
}

/** The last days' team stakes, deposits and result as lines, with a legend and a text summary. */
export function TrendChart({ range }: { range: DayRange }) {
  const { t } = useTranslation(AGENT_NS);
  const trend = useTeamTrend(range);
  let body: ReactElement;
  if (trend.isPending) body = <PageSpinner />;
  else if (trend.isError) body = <ErrorState onRetry={() => trend.refetch()} />;
  else {
    const total = (key: (typeof SERIES)[number]) => trend.data.reduce((sum, point) => sum + point[key], 0);
    const label = t('overview.trendSummary', {
      from: range.startDate,
      to: range.endDate,
      bets: total('bets').toFixed(2),
      deposits: total('deposits').toFixed(2),
      profit: total('profit').toFixed(2),
    });
    body = <ChartBox points={trend.data} label={label} />;
  }
  return (
    <figure className="team-overview__trend">
      <figcaption className="team-overview__trend-title">{t('overview.trend')}</figcaption>
      <ul className="team-overview__legend">
        {SERIES.map((key, index) => (
          <li key={key} className={`team-overview__legend-item team-overview__legend-item--${index}`}>
            {t(`overview.kpi.${key}`)}
          </li>
        ))}
      </ul>
      <div className="team-overview__chart-area">{body}</div>
    </figure>
  );
}
