import type { FieldEvent } from '@mobile/shared-contracts';
import { createDb } from '../db/database';
import type { Db } from '../db/schema';
import { recordFieldBatch } from '../field/field-store';
import { readManifestState } from '../merchants/manifest-store';
import { createServerMetrics } from '../metrics/server-metrics';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { CANARY_POLICY_DEFAULTS, type CanaryPolicy } from './canary-judgement';
import {
  CANARY_JUDGE_LEASE,
  type CanaryJudgement,
  runCanaryJudge,
  scheduleCanaryJudge,
} from './canary-scheduler';
import { endCanary, setCanary } from './canary-store';
import { readLease } from './lease';
import { remoteHistory } from './manifest-history';

/** Seeded rollups and an injected clock: nothing here waits for the wall clock. */
const STARTED = new Date('2026-11-27T08:00:00Z');
const at = (minutes: number) => new Date(STARTED.getTime() + minutes * 60_000);
const INTERVAL_MS = 30_000;
const POLICY: CanaryPolicy = {
  ...CANARY_POLICY_DEFAULTS,
  minSamples: 20,
  errorMargin: 0.05,
  inpMarginMs: 50,
};
const CANARY = { entry: 'https://cdn.example.test/games/2.0.0/remoteEntry.js', version: '2.0.0' };

let database: TestDatabase;
let db: Db;
let stableVersion: string;
let stableEntry: string;
let sessions = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const games = (await readManifestState(db, 'demo'))?.manifest.remotes.games;
  stableVersion = games?.version ?? '';
  stableEntry = games?.entry ?? '';
});
afterAll(() => database?.close());

beforeEach(async () => {
  await endCanary(db, 'demo', 'games', 'abort', STARTED);
  // A promotion made the canary stable: the seeded entry back.
  await db
    .updateTable('merchant_remotes')
    .set({ entry: stableEntry, version: stableVersion })
    .where('merchant_code', '=', 'demo')
    .where('name', '=', 'games')
    .execute();
  await db.deleteFrom('field_minutes').execute();
  await db.deleteFrom('field_events').execute();
  await db.deleteFrom('platform_leases').execute();
  await db.deleteFrom('merchant_remote_history').execute();
  await setCanary(db, 'demo', 'games', { ...CANARY, share: 5_000, auto: POLICY }, STARTED);
});

/** `views` page loads of one arm, `errors` of them with an error, each with an INP of `inp` ms. */
async function pages(arm: 'stable' | 'canary', views: number, errors = 0, inp = 120, loadFailures = 0) {
  const version = arm === 'canary' ? CANARY.version : stableVersion;
  const event = (kind: FieldEvent['kind'], value?: number): FieldEvent => ({
    kind,
    page: 'gameList',
    owner: 'games',
    version,
    arm,
    ...(value === undefined ? {} : { value }),
  });
  for (let i = 0; i < views + loadFailures; i += 1) {
    sessions += 1;
    const events =
      i >= views
        ? [event('load-failure')]
        : [event('view'), event('INP', inp), ...(i < errors ? [event('error')] : [])];
    await recordFieldBatch(
      db,
      { merchantCode: 'demo', sessionId: `judge-${sessions}`.padEnd(24, '0'), events },
      at(2),
    );
  }
}

const judge = (minutes: number, holder = 'instance-a', target: Db = db) =>
  runCanaryJudge({ db: target, holder, intervalMs: INTERVAL_MS, clock: () => at(minutes) });

async function games() {
  const state = await readManifestState(db, 'demo');
  return { version: state?.manifest.remotes.games.version, canary: state?.canaries.games?.version ?? null };
}
const lastChange = async () => (await remoteHistory(db, 'demo', 'games'))[0];

describe('the automatic canary judge', () => {
  it('promotes a canary as good as stable, through the manual path, with actor and reason', async () => {
    await pages('stable', 40, 1, 120);
    await pages('canary', 25, 1, 150);
    const run = await judge(10);
    expect(run.held).toBe(true);
    expect(run.judgements).toEqual([
      expect.objectContaining({
        name: 'games',
        applied: true,
        verdict: expect.objectContaining({ action: 'promote' }),
      }),
    ]);
    expect(await games()).toEqual({ version: '2.0.0', canary: null });
    expect(await lastChange()).toEqual(
      expect.objectContaining({
        actor: 'auto',
        reason:
          'auto-promote: error rate 0.04 ≤ 0.025 + 0.05, p75 INP 138 ms ≤ 138 ms + 50 ms after 25 views',
        canaryVersion: '2.0.0',
        restoredAt: null,
      }),
    );
  });

  it('aborts a canary whose error rate exceeds stable plus the margin, and says why', async () => {
    await pages('stable', 40, 0);
    await pages('canary', 20, 8, 120, 2);
    await judge(10);
    expect(await games()).toEqual({ version: stableVersion, canary: null });
    expect((await lastChange())?.reason).toBe('auto-abort: error rate 0.5 > 0 + 0.05 after 20 views');
    expect((await lastChange())?.actor).toBe('auto');
  });

  it('aborts a canary whose p75 INP exceeds stable plus the margin', async () => {
    await pages('stable', 40, 0, 120);
    await pages('canary', 30, 0, 450);
    await judge(10);
    expect(await games()).toEqual({ version: stableVersion, canary: null });
    expect((await lastChange())?.reason).toMatch(
      /^auto-abort: p75 INP \d+ ms > \d+ ms \+ 50 ms after 30 views$/,
    );
  });

  it('waits while an arm is below the minimum, and records the run on the lease', async () => {
    await pages('stable', 40, 0);
    await pages('canary', 19, 19);
    const run = await judge(10);
    expect(run.judgements.map((j) => j.verdict.action)).toEqual(['wait']);
    expect(await games()).toEqual({ version: stableVersion, canary: '2.0.0' });
    expect(await readLease(db, CANARY_JUDGE_LEASE)).toEqual(
      expect.objectContaining({
        holder: 'instance-a',
        lastRunAt: at(10).toISOString(),
        lastRunSummary: 'demo/games: waiting: stable 40, canary 19 of 20 page loads',
      }),
    );
  });

  it('aborts on the timeout when the minimum never comes', async () => {
    await pages('stable', 40, 0);
    await pages('canary', 3, 0);
    await judge(POLICY.timeoutMinutes - 1);
    expect((await games()).canary).toBe('2.0.0');
    await judge(POLICY.timeoutMinutes);
    expect(await games()).toEqual({ version: stableVersion, canary: null });
    expect((await lastChange())?.reason).toBe(
      'auto-abort: timeout after 6h (stable 40, canary 3 of 20 page loads)',
    );
  });

  it('leaves a canary judged by hand alone', async () => {
    await setCanary(db, 'demo', 'games', { auto: null }, STARTED);
    await pages('stable', 40, 0);
    await pages('canary', 40, 40);
    expect((await judge(10)).judgements).toEqual([]);
    expect((await games()).canary).toBe('2.0.0');
  });

  it('lets one of two schedulers on the database judge, even when both run at once', async () => {
    const second = createDb(database.location);
    try {
      await pages('stable', 40, 0);
      await pages('canary', 20, 10);
      const runs = await Promise.all([judge(10, 'instance-a'), judge(10, 'instance-b', second)]);
      expect(runs.map((run) => run.held).sort()).toEqual([false, true]);
      expect(runs.flatMap((run) => run.judgements)).toHaveLength(1);
      const history = await remoteHistory(db, 'demo', 'games');
      expect(history.filter((row) => row.actor === 'auto')).toHaveLength(1);
    } finally {
      await second.destroy();
    }
  });

  it('hands the lease over only after the holder stops renewing it past its expiry', async () => {
    expect((await judge(0, 'instance-a')).held).toBe(true);
    // The holder renews; the other is refused while the lease runs (three intervals).
    expect((await judge(1, 'instance-b')).held).toBe(false);
    expect((await judge(1, 'instance-a')).held).toBe(true);
    expect((await judge(2.4, 'instance-b')).held).toBe(false);
    // instance-a died after its run at minute 1: its lease ends at 1 + 3 × 30 s.
    expect((await judge(2.5, 'instance-b')).held).toBe(true);
    expect((await judge(2.6, 'instance-a')).held).toBe(false);
    expect((await readLease(db, CANARY_JUDGE_LEASE))?.holder).toBe('instance-b');
  });

  it('gives the lease up on a clean stop, so another instance takes it at once', async () => {
    // An interval of an hour: the scheduled run never comes during the test; the runs here are direct.
    const scheduled = scheduleCanaryJudge({ db, holder: 'instance-a', intervalMs: 3_600_000 });
    expect((await judge(0, 'instance-a')).held).toBe(true);
    expect((await judge(0.1, 'instance-b')).held).toBe(false);
    await scheduled.stop();
    expect((await judge(0.1, 'instance-b')).held).toBe(true);
  });

  it('counts each judgement in the Prometheus metrics', async () => {
    const metrics = createServerMetrics({ db });
    const count = ({ verdict, applied }: CanaryJudgement) =>
      metrics.canaryJudgements.inc({ verdict: verdict.action, applied: String(applied) });
    try {
      await pages('stable', 40, 0);
      await runCanaryJudge({
        db,
        holder: 'm',
        intervalMs: INTERVAL_MS,
        clock: () => at(1),
        onJudgement: count,
      });
      await pages('canary', 20, 10);
      await runCanaryJudge({
        db,
        holder: 'm',
        intervalMs: INTERVAL_MS,
        clock: () => at(2),
        onJudgement: count,
      });
      const text = await metrics.registry.metrics();
      expect(text).toContain('canary_judgements_total{verdict="wait",applied="false"} 1');
      expect(text).toContain('canary_judgements_total{verdict="abort",applied="true"} 1');
    } finally {
      metrics.close();
    }
  });
});
