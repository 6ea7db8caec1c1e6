import { addLocalDays, daysInRange, localIsoDate, TEAM_RANGE_MAX_DAYS } from '@mobile/shared-contracts';

export interface ReportFilter {
  startDate: string;
  endDate: string;
  username: string;
}

/** The report opens on the last 7 days, today included. */
export function defaultReportFilter(now: Date): ReportFilter {
  return { startDate: localIsoDate(addLocalDays(now, -6)), endDate: localIsoDate(now), username: '' };
}

/** Why a range cannot be asked for (i18n key), or null: dates in order and at most 31 days. */
export function reportRangeError(startDate: string, endDate: string): string | null {
  const days = daysInRange(startDate, endDate);
  if (!Number.isFinite(days)) return 'report.dateMissing';
  if (days < 1) return 'report.dateOrder';
  if (days > TEAM_RANGE_MAX_DAYS) return 'report.dateTooLong';
  return null;
}
