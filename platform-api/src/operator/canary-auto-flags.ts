import type { Db } from '../db/schema';
import { CANARY_POLICY_DEFAULTS, type CanaryPolicy } from '../platform/canary-judgement';
import { CANARY_JUDGE_LEASE } from '../platform/canary-scheduler';
import { readLease } from '../platform/lease';
import { parseSince } from './health-command';
import type { Flags } from './parse-args';
import { UsageError } from './usage-error';

/** The flags of an automatic canary's policy (`--auto` turns the judgement on). */
export const AUTO_FLAGS = ['min-samples', 'error-margin', 'inp-margin-ms', 'timeout'];

function integerFlag(flags: Flags, name: string, min: number, max: number): number | undefined {
  const raw = flags[name];
  if (raw === undefined) return undefined;
  const value = /^\d{1,7}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max))
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * The policy `--auto [--min-samples N] [--error-margin X] [--inp-margin-ms Y] [--timeout 6h]` asks for
 * (the defaults of decision 0301 for what is left out); undefined without `--auto`.
 */
export function autoPolicyFrom(flags: Flags): CanaryPolicy | undefined {
  const given = AUTO_FLAGS.filter((name) => flags[name] !== undefined);
  if (flags.auto === undefined) {
    if (given.length > 0) throw new UsageError(`--${given[0]} goes with --auto`);
    return undefined;
  }
  const minSamples = integerFlag(flags, 'min-samples', 1, 1_000_000);
  const inpMarginMs = integerFlag(flags, 'inp-margin-ms', 0, 10_000);
  let errorMargin: number | undefined;
  if (flags['error-margin'] !== undefined) {
    const raw = flags['error-margin'];
    errorMargin = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(raw) ? Number(raw) : undefined;
    if (errorMargin === undefined)
      throw new UsageError('--error-margin must be errors per page view from 0 to 1 (like 0.02)');
  }
  const timeoutMinutes =
    flags.timeout === undefined ? undefined : Math.max(1, Math.round(parseSince(flags.timeout) / 60_000));
  return {
    minSamples: minSamples ?? CANARY_POLICY_DEFAULTS.minSamples,
    errorMargin: errorMargin ?? CANARY_POLICY_DEFAULTS.errorMargin,
    inpMarginMs: inpMarginMs ?? CANARY_POLICY_DEFAULTS.inpMarginMs,
    timeoutMinutes: timeoutMinutes ?? CANARY_POLICY_DEFAULTS.timeoutMinutes,
  };
}

/** The judge's lease and last run, for `operator canary --status`. */
export async function judgeStatus(db: Db, now: Date) {
  const lease = await readLease(db, CANARY_JUDGE_LEASE);
  if (!lease) return { holder: null, leaseExpiresAt: null, lastRunAt: null, lastRunBy: null, lastRun: null };
  const held = lease.expiresAt > now.getTime();
  return {
    holder: held ? lease.holder : null,
    leaseExpiresAt: held ? new Date(lease.expiresAt).toISOString() : null,
    lastRunAt: lease.lastRunAt,
    lastRunBy: lease.lastRunBy,
    lastRun: lease.lastRunSummary,
  };
}
