/** Days the salary history shows by default, ending today. */
export const SALARY_HISTORY_DAYS = 14;

/** The default history range: the last SALARY_HISTORY_DAYS days up to today (UTC days, as the server's). */
export function salaryHistoryRange(now: Date): { startDate: string; endDate: string } {
  const endDate = now.toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${endDate}T00:00:00Z`) - (SALARY_HISTORY_DAYS - 1) * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate };
}
