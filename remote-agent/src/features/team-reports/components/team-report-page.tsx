import { type ComponentType, useState } from 'react';
import { AgentOnly } from '../../agent-access';
import { defaultReportFilter, type ReportFilter } from '../report-range';
import { ReportFilters } from './report-filters';
import '../../../common/team-reports.css';

/** A team report page for agents: the range and member filters above the results they choose. */
export function TeamReportPage({ Results }: { Results: ComponentType<{ filter: ReportFilter }> }) {
  const [filter, setFilter] = useState(() => defaultReportFilter(new Date()));
  return (
    <AgentOnly>
      {() => (
        <div className="team-report">
          <ReportFilters value={filter} onChange={setFilter} />
          <Results filter={filter} />
        </div>
      )}
    </AgentOnly>
  );
}
