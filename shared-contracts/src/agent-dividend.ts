/** Dividend rules (SPEC 7 dividend calls; the rules themselves are chosen here, see README agent area). */

/** Contract periods a dividend is settled by: the 1st–15th and 16th–last of a month, or a whole month. */
export const DIVIDEND_CYCLES = ['HALF_MONTH', 'MONTH'] as const;
export type DividendCycle = (typeof DIVIDEND_CYCLES)[number];
/** Closed periods the history and the payouts reach back. */
export const DIVIDEND_HISTORY_PERIODS = 6;

export interface DividendPeriod {
  /** First day, YYYY-MM-DD (UTC days, as every team figure). */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const isDividendCycle = (value: string): value is DividendCycle =>
  (DIVIDEND_CYCLES as readonly string[]).includes(value);

/** The period of a cycle that holds a day (YYYY-MM-DD). */
export function dividendPeriodOf(cycle: DividendCycle, day: string): DividendPeriod {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = lastDayOf(year, month);
  if (cycle === 'MONTH') return { start: ymd(year, month, 1), end: ymd(year, month, last) };
  return date <= 15
    ? { start: ymd(year, month, 1), end: ymd(year, month, 15) }
    : { start: ymd(year, month, 16), end: ymd(year, month, last) };
}

/** The period just before one. */
export function previousDividendPeriod(cycle: DividendCycle, period: DividendPeriod): DividendPeriod {
  const before = new Date(Date.parse(`${period.start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return dividendPeriodOf(cycle, before);
}

/** The closed periods before the one holding `today`, newest first. */
export function closedDividendPeriods(cycle: DividendCycle, today: string, count = DIVIDEND_HISTORY_PERIODS) {
  const periods: DividendPeriod[] = [];
  let period = dividendPeriodOf(cycle, today);
  for (let i = 0; i < count; i += 1) {
    period = previousDividendPeriod(cycle, period);
    periods.push(period);
  }
  return periods;
}

export interface DividendTerms {
  /** The team must have lost at least this much in the period (currency units). */
  minTeamLoss: number;
  /** Percent of the team's loss paid as the dividend. */
  sharePercent: number;
}

/**
 * The dividend of a period in cents: the share of the team's loss (stakes minus payouts), rounded down
 * to a cent, once the loss reaches the contract's minimum; 0 when the team won or lost less.
 */
export function dividendCents(teamLossCents: number, terms: DividendTerms): number {
  if (teamLossCents <= 0 || teamLossCents < Math.round(terms.minTeamLoss * 100)) return 0;
  return Math.floor((teamLossCents * Math.round(terms.sharePercent * 100)) / 10_000);
}

export interface DailySalaryTerms {
  minTeamBets: number;
  minActiveMembers: number;
  salary: number;
}

/** SPEC 7 daily salary: the day's salary when the team's stakes and active members both reach the terms. */
export function dailySalaryQualifies(
  teamBets: number,
  activeMembers: number,
  terms: DailySalaryTerms,
): boolean {
  return teamBets >= terms.minTeamBets && activeMembers >= terms.minActiveMembers && teamBets > 0;
}
