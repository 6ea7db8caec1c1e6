import type { DepositLimitKind, SelfExclusionPeriod, TimeOutPeriod } from '@mobile/shared-contracts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Offset of `timeZone` from UTC at `at`, in ms (Manila: +8 h). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Local calendar date (year, month 1–12, day) of `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() + zoneOffsetMs(at, timeZone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The instant local midnight starts the first day of the month holding `at`, in `timeZone`. */
export function monthStart(at: Date, timeZone: string): Date {
  const { year, month } = localDate(at, timeZone);
  const wall = Date.UTC(year, month - 1, 1);
  // Two passes settle a month that starts next to a daylight-saving change.
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** Where the window of a deposit limit starts: rolling 24 hours or 7 days, or the calendar month. */
export function windowStart(kind: DepositLimitKind | 'loss24h', now: Date, timeZone: string): Date {
  if (kind === 'depositMonth') return monthStart(now, timeZone);
  return new Date(now.getTime() - (kind === 'deposit7d' ? 7 * DAY_MS : DAY_MS));
}

/** Calendar months later, on the same day or the month's last day when it has fewer (31 Aug + 6 = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

const TIME_OUT_DAYS: Record<TimeOutPeriod, number> = { '24h': 1, '7d': 7, '30d': 30 };
const EXCLUSION_MONTHS: Record<SelfExclusionPeriod, number> = { '6m': 6, '1y': 12, '5y': 60 };

export function timeOutEnd(from: Date, period: TimeOutPeriod): Date {
  return new Date(from.getTime() + TIME_OUT_DAYS[period] * DAY_MS);
}

export function selfExclusionEnd(from: Date, period: SelfExclusionPeriod): Date {
  return addMonths(from, EXCLUSION_MONTHS[period]);
}
