import { type DrawResult, VN_LOTTERY_VENDOR } from '@mobile/shared-contracts';
import { createDb } from '../db/database';
import type { Db } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { drawsBetween } from './draw-schedule';
import { CATCH_UP_MS, drawAllDue, drawDue, type ScheduledGame, scheduledGames } from './draws-store';

const NOW = new Date('2026-11-23T10:02:00Z');
const DAY = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let db: Db;
let games: ScheduledGame[];
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  games = await scheduledGames(db);
});
afterAll(() => database.close());

const firstOf = (kind: 'daily' | 'every', region?: string) => {
  const game = games.find((g) => g.schedule?.kind === kind && (!region || g.region === region));
  if (!game) throw new Error(`no ${kind} game seeded`);
  return game;
};

async function drawsOf(gameId: number) {
  return db
    .selectFrom('lottery_draws')
    .select(['numero', 'draw_at', 'result'])
    .where('game_id', '=', gameId)
    .orderBy('draw_at')
    .execute();
}

describe('the demo schedules', () => {
  it('draws the 20 VN games daily and the other 40 lottery games every 5 minutes', async () => {
    const vn = await db
      .selectFrom('games')
      .select('id')
      .where('vendor_code', '=', VN_LOTTERY_VENDOR)
      .execute();
    const daily = games.filter((g) => g.schedule?.kind === 'daily');
    expect(daily.map((g) => g.gameId).sort()).toEqual(vn.map((g) => g.id).sort());
    const every = games.filter((g) => g.schedule?.kind === 'every');
    expect(every).toHaveLength(40);
    expect(every.every((g) => g.schedule?.kind === 'every' && g.schedule.minutes === 5)).toBe(true);
  });
});

describe('drawing what is due', () => {
  it('catches up at most 7 days of a game drawn every 5 minutes, then draws only the new ones', async () => {
    const game = firstOf('every');
    expect(await drawDue(db, game, NOW)).toBe(2016);
    const rows = await drawsOf(game.gameId);
    expect(rows).toHaveLength(2016);
    expect(Date.parse(rows[0]?.draw_at ?? '')).toBeGreaterThan(NOW.getTime() - CATCH_UP_MS);
    expect(rows.at(-1)?.numero).toBe('20261123-0121');
    for (const row of rows.slice(0, 50)) {
      const result = JSON.parse(row.result) as DrawResult;
      expect(result).toMatchObject({ kind: 'digits' });
      expect(result.kind === 'digits' && result.digits.every((d) => /^\d$/.test(d))).toBe(true);
      expect(result.kind === 'digits' && result.digits).toHaveLength(5);
    }
    // Again at once: nothing; 11 minutes on: the two draws due since.
    expect(await drawDue(db, game, NOW)).toBe(0);
    expect(await drawDue(db, game, new Date(NOW.getTime() + 11 * 60_000))).toBe(2);
    expect(await drawsOf(game.gameId)).toHaveLength(2018);
  });

  it('draws a VN game once a day, as its region prints the sheet', async () => {
    const north = firstOf('daily', 'NORTH');
    const south = firstOf('daily', 'SOUTH');
    expect(await drawDue(db, north, NOW)).toBe(7);
    expect(await drawDue(db, south, NOW)).toBe(7);
    const sheet = (row: { result: string } | undefined) => JSON.parse(row?.result ?? '{}') as DrawResult;
    const northSheet = sheet((await drawsOf(north.gameId))[0]);
    const southSheet = sheet((await drawsOf(south.gameId))[0]);
    if (northSheet.kind !== 'vn' || southSheet.kind !== 'vn') throw new Error('not a VN sheet');
    expect(northSheet.tiers.flatMap((t) => t.numbers)).toHaveLength(27);
    expect(northSheet.tiers[0]).toMatchObject({
      tier: 'SPECIAL',
      numbers: [expect.stringMatching(/^\d{5}$/)],
    });
    expect(southSheet.tiers.flatMap((t) => t.numbers)).toHaveLength(18);
    expect(southSheet.tiers[0]?.numbers[0]).toMatch(/^\d{6}$/);
    expect(southSheet.tiers.at(-1)).toMatchObject({
      tier: 'EIGHTH',
      numbers: [expect.stringMatching(/^\d{2}$/)],
    });
    // 16:15 in the south is 09:15 UTC: the 23rd is drawn at 10:02 UTC.
    expect((await drawsOf(south.gameId)).at(-1)?.numero).toBe('20261123');
  });

  it('makes one result per draw when two instances draw at the same time', async () => {
    const second = createDb(database.location);
    try {
      const later = new Date(NOW.getTime() + 3 * DAY);
      const pending = games.filter((g) => g.schedule?.kind === 'every').slice(1, 4);
      const [a, b] = await Promise.all([drawAllDue(db, later), drawAllDue(second, later)]);
      // Each instance may believe it drew a draw the other one made first; the table holds each once.
      expect(a + b).toBeGreaterThanOrEqual(2016 * pending.length);
      for (const game of pending) {
        const rows = await drawsOf(game.gameId);
        const schedule = game.schedule;
        if (!schedule) throw new Error('unscheduled');
        const due = drawsBetween(schedule, new Date(later.getTime() - CATCH_UP_MS), later);
        expect(rows.map((r) => r.numero)).toEqual(due.map((d) => d.numero));
      }
      // What one instance reads is what the other reads.
      const game = pending[0];
      if (!game) throw new Error('no game');
      const viaSecond = await second
        .selectFrom('lottery_draws')
        .select(['numero', 'result'])
        .where('game_id', '=', game.gameId)
        .orderBy('draw_at')
        .execute();
      expect(viaSecond).toEqual(
        (await drawsOf(game.gameId)).map(({ numero, result }) => ({ numero, result })),
      );
    } finally {
      await second.destroy();
    }
  });
});
