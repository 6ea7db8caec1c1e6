import { syncedRateCounters } from '../http/synced-rate-counter';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * Issue 34's red CI (decision 0442): instances share a client's request count through the database, each
 * adding its own hits every sync. An attacker who keeps calling while a sync is writing must not be counted
 * from the last read alone: that dropped the count back and let calls past the limit.
 */
const LIMIT = 20;
const WINDOW = 60_000;
const T0 = 1_950_000_000_000;

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('refuses the call over the limit even while the counter is writing its hits to the database', async () => {
  const synced = syncedRateCounters(database.db, { syncMs: 250, clock: () => T0, schedule: () => undefined });
  const counter = synced.counters('global');
  const hit = (now: number) =>
    new Promise<number>((resolve, reject) => {
      counter.hit('10.66.0.1', WINDOW, now, (error, hits) => (error ? reject(error) : resolve(hits)));
    });
  for (let i = 0; i < LIMIT; i += 1) expect(await hit(T0 + i)).toBeLessThanOrEqual(LIMIT);
  const writing = synced.sync();
  await Promise.resolve();
  await Promise.resolve();
  // The sync has taken the hits it writes: the next call is still the one over the limit.
  expect(await hit(T0 + LIMIT)).toBeGreaterThan(LIMIT);
  await writing;
  expect(await hit(T0 + LIMIT + 1)).toBeGreaterThan(LIMIT);
});
