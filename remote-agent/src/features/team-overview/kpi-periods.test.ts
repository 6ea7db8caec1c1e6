import { isTeamRangeAllowed } from '@mobile/shared-contracts';
import { KPI_PERIODS, periodRange, trendRange } from './kpi-periods';

// Wednesday 2026-03-04, 09:30 local time.
const wednesday = new Date(2026, 2, 4, 9, 30);

describe('periodRange', () => {
  it('gives today and yesterday as single days', () => {
    expect(periodRange('today', wednesday)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-04' });
    expect(periodRange('yesterday', wednesday)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
  });

  it('starts the week on Monday, across a month boundary', () => {
    expect(periodRange('thisWeek', wednesday)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-04' });
    const sunday = new Date(2026, 2, 1, 23, 0);
    expect(periodRange('thisWeek', sunday)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    const monday = new Date(2026, 2, 2, 0, 5);
    expect(periodRange('thisWeek', monday)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
  });

  it('starts the month on the 1st, and yesterday of the 1st is last month', () => {
    expect(periodRange('thisMonth', wednesday)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-04' });
    const first = new Date(2026, 0, 1, 0, 0);
    expect(periodRange('yesterday', first)).toEqual({ startDate: '2025-12-31', endDate: '2025-12-31' });
  });

  it('keeps every period within the server limit, even on the 31st', () => {
    const last = new Date(2026, 0, 31, 22, 0);
    for (const period of KPI_PERIODS) {
      const { startDate, endDate } = periodRange(period, last);
      expect(isTeamRangeAllowed(startDate, endDate)).toBe(true);
    }
  });
});

describe('trendRange', () => {
  it('covers the last 14 days ending today', () => {
    expect(trendRange(wednesday)).toEqual({ startDate: '2026-02-19', endDate: '2026-03-04' });
  });
});
