import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { REMOTE_NAMES, type RemoteName } from '@mobile/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { type ArmHealth, fieldHealth } from '../field/field-health';
import { type CanaryVerdict, judgeCanary, NO_FIGURES } from './canary-judgement';
import { endCanary, policyOf } from './canary-store';
import { recordLeaseRun, releaseLease, takeLease } from './lease';

/** The lease's name in `platform_leases`. */
export const CANARY_JUDGE_LEASE = 'canary-judge';
/** Default seconds between judgements (`CANARY_JUDGE_INTERVAL_S`); decision 0302. */
export const CANARY_JUDGE_INTERVAL_DEFAULT_S = 60;
/** The lease outlives this many missed runs before another instance takes it. */
const LEASE_RUNS = 3;
/** The judge that ends a canary, as the manifest history names it. */
export const AUTO_ACTOR = 'auto';

export interface CanaryJudgement {
  merchantCode: string;
  name: RemoteName;
  verdict: CanaryVerdict;
  /** False when the canary changed (or ended) between the reading and the end: nothing done. */
  applied: boolean;
}

export interface JudgeRun {
  /** False: another instance holds the lease; nothing judged. */
  held: boolean;
  judgements: CanaryJudgement[];
}

export interface CanaryJudgeOptions {
  db: Db;
  /** This instance's name on the lease (host, process and a random part unless given). */
  holder?: string;
  intervalMs: number;
  /** The time; the wall clock unless a test injects one. */
  clock?: () => Date;
  log?: FastifyBaseLogger;
  /** Called for each judgement (the Prometheus counter). */
  onJudgement?: (judgement: CanaryJudgement) => void;
}

export const defaultHolder = () => `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** Every running canary judged automatically, of every merchant. */
async function autoCanaries(db: Db) {
  return db
    .selectFrom('merchant_remotes')
    .select(['merchant_code', 'name', 'version', 'canary_version', 'canary_started_at'])
    .select(['canary_min_samples', 'canary_error_margin', 'canary_inp_margin_ms', 'canary_timeout_minutes'])
    .where('canary_entry', 'is not', null)
    .where('canary_min_samples', 'is not', null)
    .orderBy('merchant_code')
    .orderBy('name')
    .execute();
}

const pick = (rows: ArmHealth[], arm: 'stable' | 'canary', version: string | null) =>
  rows.find((row) => row.arm === arm && row.version === version) ?? NO_FIGURES;

const summaryOf = (judgements: CanaryJudgement[]) =>
  judgements.length === 0
    ? 'no automatic canary running'
    : judgements
        .map(({ merchantCode, name, verdict }) => `${merchantCode}/${name}: ${verdict.reason}`)
        .join('; ');

/**
 * One run of the judge: when this instance holds (or takes) the lease, each automatic canary is judged
 * from the field figures of its two arms since it started, and promoted or aborted through the same
 * `endCanary` as `operator canary --end`, with actor `auto` and the verdict's reason in the history.
 */
export async function runCanaryJudge(
  options: Omit<CanaryJudgeOptions, 'holder'> & { holder: string },
): Promise<JudgeRun> {
  const { db, holder } = options;
  const now = (options.clock ?? (() => new Date()))();
  const leaseMs = options.intervalMs * LEASE_RUNS;
  if (!(await takeLease(db, CANARY_JUDGE_LEASE, holder, now.getTime(), leaseMs)))
    return { held: false, judgements: [] };
  const judgements: CanaryJudgement[] = [];
  for (const row of await autoCanaries(db)) {
    const policy = policyOf(row);
    if (!policy || !row.canary_started_at || !isRemote(row.name)) continue;
    const startedAt = new Date(row.canary_started_at);
    const rows = await fieldHealth(db, {
      merchantCode: row.merchant_code,
      owner: row.name,
      since: startedAt,
      until: new Date(now.getTime() + 60_000),
    });
    const verdict = judgeCanary({
      stable: pick(rows, 'stable', row.version),
      canary: pick(rows, 'canary', row.canary_version),
      policy,
      startedAt,
      now,
    });
    let applied = false;
    if (verdict.action !== 'wait' && row.canary_version !== null) {
      const outcome = await endCanary(db, row.merchant_code, row.name, verdict.action, now, {
        actor: AUTO_ACTOR,
        reason: verdict.reason,
        canaryVersion: row.canary_version,
        startedAt: row.canary_started_at,
      });
      applied = outcome.ok;
    }
    const judgement = { merchantCode: row.merchant_code, name: row.name, verdict, applied };
    judgements.push(judgement);
    options.onJudgement?.(judgement);
    if (verdict.action !== 'wait')
      options.log?.info(
        { merchant: row.merchant_code, remote: row.name, ...verdict, applied },
        'canary judged',
      );
  }
  await recordLeaseRun(db, CANARY_JUDGE_LEASE, holder, now, summaryOf(judgements));
  return { held: true, judgements };
}

/**
 * Runs the judge every `intervalMs` (the first run after one interval; runs never overlap; the timer keeps
 * no process alive). `stop` waits for a run in progress and gives the lease up.
 */
export function scheduleCanaryJudge(options: CanaryJudgeOptions): { stop(): Promise<void> } {
  const holder = options.holder ?? defaultHolder();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runCanaryJudge({ ...options, holder })
        .catch((error: unknown) => options.log?.warn({ err: error }, 'canary judgement failed'))
        .finally(next);
    }, options.intervalMs);
    timer.unref();
  };
  next();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await releaseLease(options.db, CANARY_JUDGE_LEASE, holder).catch(() => undefined);
    },
  };
}
