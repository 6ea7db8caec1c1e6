import { addLocalDays, localIsoDate } from '@mobile/shared-contracts';

export const RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Days back from today (inclusive) where each preset starts and ends. */
const OFFSETS: Record<RangePreset, readonly [start: number, end: number]> = {
  today: [0, 0],
  yesterday: [-1, -1],
  last7Days: [-6, 0],
  last30Days: [-29, 0],
};

/**
 * The query dates of a preset, YYYY-MM-DD in the player's local calendar, both ends inclusive:
 * 'last 7 days' is today and the six days before it.
 */
export function rangeFor(preset: RangePreset, now: Date): DateRange {
  const [start, end] = OFFSETS[preset];
  return { startDate: localIsoDate(addLocalDays(now, start)), endDate: localIsoDate(addLocalDays(now, end)) };
}

export function isRangePreset(value: unknown): value is RangePreset {
  return typeof value === 'string' && (RANGE_PRESETS as readonly string[]).includes(value);
}
