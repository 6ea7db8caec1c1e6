import type { FieldVital } from '@mobile/shared-contracts';

/**
 * Upper bounds of the histogram buckets a vital is counted in per minute (`field_minutes.bucket` is the
 * index; one more bucket past the last bound). The core web vitals' thresholds (LCP 2,500 and 4,000 ms,
 * INP 200 and 500 ms, CLS 0.1 and 0.25) are bounds, so "good" is counted exactly.
 */
const MS_BOUNDS = [
  25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1_000, 1_200, 1_500, 2_000, 2_500, 3_000, 4_000,
  5_000, 6_000, 8_000, 10_000, 15_000, 20_000, 30_000,
];
const CLS_BOUNDS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3];

export const BUCKET_BOUNDS: Record<FieldVital, readonly number[]> = {
  LCP: MS_BOUNDS,
  INP: MS_BOUNDS,
  CLS: CLS_BOUNDS,
};

/** The bucket a value is counted in: the first whose upper bound is at or above it. */
export function bucketOf(vital: FieldVital, value: number): number {
  const bounds = BUCKET_BOUNDS[vital];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The 75th percentile of counts per bucket, interpolated inside its bucket as Prometheus'
 * `histogram_quantile` does (at most one bucket's width off); the last bound when it falls past it;
 * null without samples.
 */
export function p75Of(vital: FieldVital, counts: ReadonlyMap<number, number>): number | null {
  const bounds = BUCKET_BOUNDS[vital];
  let total = 0;
  for (const count of counts.values()) total += count;
  if (total === 0) return null;
  const rank = 0.75 * total;
  let below = 0;
  for (let bucket = 0; bucket <= bounds.length; bucket += 1) {
    const count = counts.get(bucket) ?? 0;
    if (count > 0 && below + count >= rank) {
      const upper = bounds[bucket];
      if (upper === undefined) return bounds[bounds.length - 1] ?? null;
      const lower = bucket === 0 ? 0 : (bounds[bucket - 1] ?? 0);
      return lower + ((upper - lower) * (rank - below)) / count;
    }
    below += count;
  }
  return bounds[bounds.length - 1] ?? null;
}
