import { badRequest } from '../http/api-error';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_RANGE_DAYS = 93;

export interface TimeRange {
  /** Inclusive ISO timestamp. */
  from: string;
  /** Exclusive ISO timestamp (start of the day after endDate). */
  to: string;
}

/** Whole UTC days from startDate to endDate inclusive; a reversed or over-long range is a bad request. */
export function dayRange(startDate: string, endDate: string): TimeRange {
  const start = Date.parse(`${startDate}T00:00:00.000Z`);
  const end = Date.parse(`${endDate}T00:00:00.000Z`) + DAY_MS;
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start || end - start > MAX_RANGE_DAYS * DAY_MS) {
    throw badRequest();
  }
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
