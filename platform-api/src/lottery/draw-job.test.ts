import { createLogger } from '../http/logger';
import { createTestContext } from '../test/test-context';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { startDrawJob } from './draw-job';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the draws job', () => {
  it('draws what was missed at once on start, and its stop waits for the pass under way', async () => {
    const now = new Date('2026-11-23T10:02:00Z');
    // An hour-long interval: only the start's pass can run in this test, whatever the machine's speed.
    const stop = startDrawJob({
      db: database.db,
      intervalMs: 3_600_000,
      log: createLogger('silent'),
      clock: () => now,
    });
    await stop();
    const counts = await database.db
      .selectFrom('lottery_draws')
      .select((eb) => ['game_id', eb.fn.countAll<number>().as('n')])
      .groupBy('game_id')
      .execute();
    // 40 games every 5 minutes (7 days: 2,016 draws each) and 20 VN games (7 daily draws each).
    expect(counts).toHaveLength(60);
    expect(counts.filter((row) => Number(row.n) === 2016)).toHaveLength(40);
    expect(counts.filter((row) => Number(row.n) === 7)).toHaveLength(20);
  });

  it('starts with the app and is stopped (its pass finished) when the app closes', async () => {
    const t = await createTestContext({
      clock: () => new Date('2026-11-23T10:02:00Z'),
      drawJobMs: 3_600_000,
    });
    try {
      await t.app.close();
      const row = await t.db
        .selectFrom('lottery_draws')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(40 * 2016 + 20 * 7);
    } finally {
      await t.close();
    }
  });
});
