import { createDb } from '../db/database';
import type { Db } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import type { RateCounter } from './rate-counter';
import { syncedRateCounters } from './synced-rate-counter';

const WINDOW = 60_000;
const T0 = 1_950_000_000_000;

/** One instance's counters with its syncs run by hand, at the test's clock. */
function instance(db: Db, clock: { now: number }) {
  let due: (() => void) | null = null;
  const synced = syncedRateCounters(db, {
    syncMs: 250,
    clock: () => clock.now,
    schedule: (run) => {
      due = run;
    },
  });
  return {
    counter: synced.counters('global'),
    sync: () => synced.sync(),
    /** Whether a sync has been asked for since the last one. */
    due: () => due !== null,
  };
}

const hit = (counter: RateCounter, key: string, now: number) =>
  new Promise<{ hits: number; resetAt: number }>((resolve, reject) => {
    counter.hit(key, WINDOW, now, (error, hits, resetAt) =>
      error ? reject(error) : resolve({ hits, resetAt }),
    );
  });

async function stored(db: Db, bucket: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select('hits')
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.hits);
}

describe('rate-limit counters synced to the database', () => {
  let database: TestDatabase;
  let otherDb: Db;
  beforeAll(async () => {
    database = await openTestDatabase();
    otherDb = createDb(database.location);
  });
  afterAll(async () => {
    await otherDb.destroy();
    await database.close();
  });

  it('counts a window’s first hit in the database at once and later hits in memory until the sync', async () => {
    const clock = { now: T0 };
    const a = instance(database.db, clock);
    expect(await hit(a.counter, 'first', T0)).toEqual({ hits: 1, resetAt: T0 + WINDOW });
    expect(await stored(database.db, 'global:first')).toBe(1);
    expect(a.due()).toBe(false);
    for (let i = 2; i <= 5; i += 1) expect((await hit(a.counter, 'first', T0 + i)).hits).toBe(i);
    expect(await stored(database.db, 'global:first')).toBe(1);
    expect(a.due()).toBe(true);
    await a.sync();
    expect(await stored(database.db, 'global:first')).toBe(5);
    // A second sync with nothing counted since writes nothing more.
    await a.sync();
    expect(await stored(database.db, 'global:first')).toBe(5);
  });

  it('refuses on another instance from its first call a client that spent its budget on one', async () => {
    const clock = { now: T0 };
    const a = instance(database.db, clock);
    const b = instance(otherDb, clock);
    await hit(a.counter, 'spent', T0);
    for (let i = 0; i < 9; i += 1) await hit(a.counter, 'spent', T0 + 1);
    await a.sync();
    expect(await hit(b.counter, 'spent', T0 + 2)).toEqual({ hits: 11, resetAt: T0 + WINDOW });
  });

  it('sees the other instance’s hits after a sync: the count is short by at most one sync’s hits', async () => {
    const clock = { now: T0 };
    const a = instance(database.db, clock);
    const b = instance(otherDb, clock);
    await hit(a.counter, 'both', T0);
    await hit(b.counter, 'both', T0);
    for (let i = 0; i < 20; i += 1) {
      await hit(a.counter, 'both', T0 + 1);
      await hit(b.counter, 'both', T0 + 1);
    }
    // 43 hits in all with this one; A knows its own and the database's count at its first (1).
    expect((await hit(a.counter, 'both', T0 + 2)).hits).toBe(22);
    await Promise.all([a.sync(), b.sync()]);
    expect(await stored(database.db, 'global:both')).toBe(43);
    // After both synced, each knows at least everything the other had added before its own sync.
    const fromA = (await hit(a.counter, 'both', T0 + 3)).hits;
    const fromB = (await hit(b.counter, 'both', T0 + 3)).hits;
    expect(Math.min(fromA, fromB)).toBeGreaterThanOrEqual(22 + 1);
    expect(Math.max(fromA, fromB)).toBe(44);
    await a.sync();
    await b.sync();
    expect(await stored(database.db, 'global:both')).toBe(45);
    // A learnt 44 at its sync (B's hit came after): its next hit makes 45 here, 46 in all.
    expect((await hit(a.counter, 'both', T0 + 4)).hits).toBe(45);
  });

  it('still counts the hits of a sync that is writing (the count never drops while it runs)', async () => {
    const clock = { now: T0 };
    const a = instance(database.db, clock);
    await hit(a.counter, 'writing', T0);
    for (let i = 0; i < 9; i += 1) await hit(a.counter, 'writing', T0 + 1);
    const writing = a.sync();
    // The sync has taken its hits out of the ones waiting and is writing them: a hit now is the 11th.
    await Promise.resolve();
    await Promise.resolve();
    expect((await hit(a.counter, 'writing', T0 + 2)).hits).toBe(11);
    await writing;
    expect(await stored(database.db, 'global:writing')).toBe(10);
    expect((await hit(a.counter, 'writing', T0 + 3)).hits).toBe(12);
  });

  it('loses no hit when two instances sync the same buckets at once', async () => {
    const clock = { now: T0 };
    const a = instance(database.db, clock);
    const b = instance(otherDb, clock);
    const keys = ['k1', 'k2', 'k3', 'k4'];
    for (const key of keys) {
      await hit(a.counter, key, T0);
      await hit(b.counter, key, T0);
    }
    for (let round = 0; round < 5; round += 1) {
      for (const key of keys) {
        for (let i = 0; i < 3; i += 1) {
          await hit(a.counter, key, T0 + 1);
          await hit(b.counter, key, T0 + 1);
        }
      }
      await Promise.all([a.sync(), b.sync()]);
    }
    for (const key of keys) expect(await stored(database.db, `global:${key}`)).toBe(2 + 5 * 6);
  });

  it('starts a new window when the old one has ended, and drops hits of an ended window at the sync', async () => {
    const clock = { now: T0 };
    const a = instance(database.db, clock);
    await hit(a.counter, 'ends', T0);
    await hit(a.counter, 'ends', T0 + 1);
    clock.now = T0 + WINDOW;
    await a.sync();
    expect(await stored(database.db, 'global:ends')).toBe(1);
    expect(await hit(a.counter, 'ends', T0 + WINDOW)).toEqual({ hits: 1, resetAt: T0 + 2 * WINDOW });
  });

  it('keeps the hits of a failed sync for the next one', async () => {
    const clock = { now: T0 };
    const errors: unknown[] = [];
    const failing = createDb(database.location);
    const synced = syncedRateCounters(failing, {
      syncMs: 250,
      clock: () => clock.now,
      schedule: () => undefined,
      onSyncError: (error) => errors.push(error),
    });
    const counter = synced.counters('global');
    await hit(counter, 'retry', T0);
    await hit(counter, 'retry', T0 + 1);
    await hit(counter, 'retry', T0 + 1);
    await failing.destroy();
    await synced.sync();
    expect(errors).toHaveLength(1);
    expect(await stored(database.db, 'global:retry')).toBe(1);
    expect((await hit(counter, 'retry', T0 + 2)).hits).toBe(4);
  });
});
