import { createDb } from '../db/database';
import { createTestContext, envelope } from '../test/test-context';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { countHit, deleteEndedRateLimitWindows } from './rate-limit-store';

describe('rate-limit counters in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts hits in a fixed window and starts a new one when it has ended', async () => {
    const now = 1_900_000_000_000;
    expect(await countHit(database.db, 'w:a', 60_000, now)).toEqual({ hits: 1, resetAt: now + 60_000 });
    expect(await countHit(database.db, 'w:a', 60_000, now + 59_999)).toEqual({
      hits: 2,
      resetAt: now + 60_000,
    });
    expect(await countHit(database.db, 'w:b', 60_000, now + 1)).toEqual({ hits: 1, resetAt: now + 60_001 });
    expect(await countHit(database.db, 'w:a', 60_000, now + 60_000)).toEqual({
      hits: 1,
      resetAt: now + 120_000,
    });
  });

  it('loses no hit when two instances count the same client at once', async () => {
    const other = createDb(database.location);
    try {
      const now = 1_900_000_100_000;
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => countHit(i % 2 ? other : database.db, 'c:x', 60_000, now)),
      );
      expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
    } finally {
      await other.destroy();
    }
  });

  it('deletes ended windows', async () => {
    const now = 1_900_000_200_000;
    await countHit(database.db, 'd:old', 1_000, now);
    await countHit(database.db, 'd:live', 60_000, now);
    await deleteEndedRateLimitWindows(database.db, now + 1_000);
    const left = await database.db
      .selectFrom('rate_limit_hits')
      .select('bucket')
      .where('bucket', 'like', 'd:%')
      .execute();
    expect(left).toEqual([{ bucket: 'd:live' }]);
  });
});

describe('the global rate limit with the database store', () => {
  it('answers 429 RATE_LIMITED past the limit, every hit written through with RATE_LIMIT_SYNC_MS=0', async () => {
    const t = await createTestContext({ rateLimitMax: 3, rateLimitStore: 'database', rateLimitSyncMs: 0 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await t.call({ url: '/wps/system/status' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await t.call({ url: '/wps/system/status' });
      expect(envelope(last).code).toBe('RATE_LIMITED');
      const rows = await t.db.selectFrom('rate_limit_hits').select(['bucket', 'hits']).execute();
      expect(rows).toEqual([{ bucket: 'global:127.0.0.1', hits: 5 }]);
    } finally {
      await t.close();
    }
  });

  it('answers 429 past the limit with synced counts, and adds the last hits when the app closes', async () => {
    const t = await createTestContext({ rateLimitMax: 3, rateLimitStore: 'database' });
    let closed = false;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await t.call({ url: '/wps/system/status' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      await t.app.close();
      closed = true;
      const rows = await t.db.selectFrom('rate_limit_hits').select(['bucket', 'hits']).execute();
      expect(rows).toEqual([{ bucket: 'global:127.0.0.1', hits: 5 }]);
    } finally {
      if (!closed) await t.app.close();
      await t.close().catch(() => undefined);
    }
  });
});
