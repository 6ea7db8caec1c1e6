import { localIsoDate } from '@mobile/shared-contracts';

/** SPEC 7 team KPI range: today only, start and end both today's local date (YYYY-MM-DD). */
export function todayRange(now: Date): { startDate: string; endDate: string } {
  const today = localIsoDate(now);
  return { startDate: today, endDate: today };
}
