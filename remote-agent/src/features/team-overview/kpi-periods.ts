import { addLocalDays, localIsoDate } from '@mobile/shared-contracts';

export type KpiPeriod = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth';

export const KPI_PERIODS: readonly KpiPeriod[] = ['today', 'yesterday', 'thisWeek', 'thisMonth'];

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Local calendar days of a period: weeks start on Monday; this week and this month end today. */
export function periodRange(period: KpiPeriod, now: Date): DayRange {
  const today = localIsoDate(now);
  switch (period) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = localIsoDate(addLocalDays(now, -1));
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek': {
      const sinceMonday = (now.getDay() + 6) % 7;
      return { startDate: localIsoDate(addLocalDays(now, -sinceMonday)), endDate: today };
    }
    case 'thisMonth':
      return { startDate: localIsoDate(new Date(now.getFullYear(), now.getMonth(), 1)), endDate: today };
  }
}

/** The trend chart's days: the last TEAM_TREND_DAYS ending today (the contracts' rule). */
export { trendRange } from '@mobile/shared-contracts';
