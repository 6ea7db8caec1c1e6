import { FIELD_GOOD, FIELD_VITALS, type FieldVital } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { p75Of } from './field-buckets';
import { minuteOf } from './field-store';

/** What the field says of one version of one remote (or the shell) on one canary arm. */
export interface ArmHealth {
  owner: string;
  version: string;
  arm: string;
  /** Pages of it shown. */
  views: number;
  errors: number;
  loadFailures: number;
  /** Errors per page shown (null: no page shown). */
  errorRate: number | null;
  loadFailureRate: number | null;
  /** 75th percentile of each vital (ms, CLS unitless), null without samples. */
  p75: Record<FieldVital, number | null>;
  samples: Record<FieldVital, number>;
  /** Whether each p75 is within the core web vitals' "good" threshold (null without samples). */
  good: Record<FieldVital, boolean | null>;
}

export interface HealthQuery {
  merchantCode: string;
  /** Only this owner (a remote or `shell`). */
  owner?: string;
  since: Date;
  /** The end of the window (exclusive); now when left out. */
  until?: Date;
}

const rate = (count: number, views: number) =>
  views === 0 ? null : Math.round((count / views) * 10_000) / 10_000;

/**
 * What fails per page shown: JavaScript errors plus remote load failures, each per page view as `errorRate`
 * and `loadFailureRate` count them (unrounded, for the canary judgement). Null: nothing shown and nothing
 * failed; failures without a single page shown are every page failing (Infinity).
 */
export function failuresPerView(arm: Pick<ArmHealth, 'views' | 'errors' | 'loadFailures'>): number | null {
  const failures = arm.errors + arm.loadFailures;
  if (arm.views === 0) return failures === 0 ? null : Number.POSITIVE_INFINITY;
  return failures / arm.views;
}
const rounded = (vital: FieldVital, value: number | null) =>
  value === null ? null : vital === 'CLS' ? Math.round(value * 1_000) / 1_000 : Math.round(value);

/** Reads the minute counts of a window and sums them per owner, version and arm. */
export async function fieldHealth(db: Db, query: HealthQuery): Promise<ArmHealth[]> {
  let select = db
    .selectFrom('field_minutes')
    .select(['owner', 'version', 'arm', 'kind', 'bucket'])
    .select(({ fn }) => fn.sum<number | string>('count').as('count'))
    .where('merchant_code', '=', query.merchantCode)
    .where('minute', '>=', minuteOf(query.since))
    .groupBy(['owner', 'version', 'arm', 'kind', 'bucket']);
  if (query.until) select = select.where('minute', '<', minuteOf(query.until));
  if (query.owner) select = select.where('owner', '=', query.owner);
  const rows = await select.execute();

  const groups = new Map<
    string,
    { owner: string; version: string; arm: string; counts: Map<string, Map<number, number>> }
  >();
  for (const row of rows) {
    const key = `${row.owner} ${row.version} ${row.arm}`;
    let group = groups.get(key);
    if (!group) {
      group = { owner: row.owner, version: row.version, arm: row.arm, counts: new Map() };
      groups.set(key, group);
    }
    const byBucket = group.counts.get(row.kind) ?? new Map<number, number>();
    byBucket.set(Number(row.bucket), (byBucket.get(Number(row.bucket)) ?? 0) + Number(row.count));
    group.counts.set(row.kind, byBucket);
  }
  const total = (counts: Map<number, number> | undefined) =>
    counts ? [...counts.values()].reduce((sum, n) => sum + n, 0) : 0;
  return [...groups.values()]
    .map(({ owner, version, arm, counts }) => {
      const views = total(counts.get('view'));
      const errors = total(counts.get('error'));
      const loadFailures = total(counts.get('load-failure'));
      const p75 = {} as Record<FieldVital, number | null>;
      const samples = {} as Record<FieldVital, number>;
      const good = {} as Record<FieldVital, boolean | null>;
      for (const vital of FIELD_VITALS) {
        const buckets = counts.get(vital) ?? new Map<number, number>();
        const value = rounded(vital, p75Of(vital, buckets));
        p75[vital] = value;
        samples[vital] = total(buckets);
        good[vital] = value === null ? null : value <= FIELD_GOOD[vital];
      }
      return {
        owner,
        version,
        arm,
        views,
        errors,
        loadFailures,
        errorRate: rate(errors, views),
        loadFailureRate: rate(loadFailures, views),
        p75,
        samples,
        good,
      };
    })
    .sort((a, b) =>
      a.owner === b.owner
        ? a.version === b.version
          ? a.arm.localeCompare(b.arm)
          : a.version.localeCompare(b.version)
        : a.owner.localeCompare(b.owner),
    );
}
