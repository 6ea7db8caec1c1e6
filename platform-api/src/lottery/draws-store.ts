import {
  type DrawResult,
  drawResultSchema,
  type LotteryDraw,
  type LotteryHistory,
  type Paged,
  VN_LOTTERY_VENDOR,
  type VnRegion,
  vnRegionSchema,
} from '@mobile/shared-contracts';
import * as v from 'valibot';
import { offsetOf, paged } from '../common/paging';
import type { Db } from '../db/schema';
import { notFound } from '../http/api-error';
import { drawDigits, drawVnSheet } from './draw-results';
import { drawsBetween, latestDue, nextDraw, type Schedule } from './draw-schedule';

/** Missed draws are made up to this far back (a server down for longer leaves the older ones undrawn). */
export const CATCH_UP_MS = 7 * 24 * 60 * 60 * 1000;
/** Rows per insert statement (SQLite's bound-parameter limit is far above 5 x this). */
const INSERT_CHUNK = 200;

export interface ScheduledGame {
  gameId: number;
  name: string;
  /** The VN region of a VN game, else null. */
  region: VnRegion | null;
  /** Null when the platform does not draw the game. */
  schedule: Schedule | null;
}

function scheduleQuery(db: Db) {
  return db
    .selectFrom('lottery_games as l')
    .innerJoin('games as g', 'g.id', 'l.game_id')
    .leftJoin('vn_lottery_games as vn', 'vn.game_id', 'g.id')
    .select(['g.id', 'g.display_name', 'g.vendor_code', 'l.draw_every_minutes', 'vn.region', 'vn.draw_time']);
}

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['execute']>>[number];

function toScheduled(row: ScheduleRow): ScheduledGame {
  const region = v.safeParse(vnRegionSchema, row.region);
  const vn = row.vendor_code === VN_LOTTERY_VENDOR && region.success && row.draw_time;
  const every = row.draw_every_minutes;
  const schedule: Schedule | null = vn
    ? { kind: 'daily', drawTime: row.draw_time ?? '' }
    : every !== null && Number.isInteger(every) && every >= 1 && every <= 1440
      ? { kind: 'every', minutes: every }
      : null;
  return { gameId: row.id, name: row.display_name, region: region.success ? region.output : null, schedule };
}

/** Every lottery game the platform draws. */
export async function scheduledGames(db: Db): Promise<ScheduledGame[]> {
  const rows = await scheduleQuery(db).orderBy('g.id').execute();
  return rows.map(toScheduled).filter((game) => game.schedule !== null);
}

/** One lottery game and its schedule; null when the id is no lottery game. */
export async function lotteryGameSchedule(db: Db, gameId: number): Promise<ScheduledGame | null> {
  const row = await scheduleQuery(db).where('g.id', '=', gameId).executeTakeFirst();
  return row ? toScheduled(row) : null;
}

function drawFor(game: ScheduledGame): DrawResult {
  return game.schedule?.kind === 'daily' ? drawVnSheet(game.region ?? 'SOUTH') : drawDigits();
}

/**
 * Draws every draw of the game due at `now` and not drawn yet (back to CATCH_UP_MS), oldest first; answers
 * how many this call drew. Idempotent and safe between instances: a draw is its primary key, so of two
 * drawers of one draw the first insert wins and the other's is dropped (readers only ever see the table).
 */
export async function drawDue(db: Db, game: ScheduledGame, now: Date): Promise<number> {
  const { schedule } = game;
  if (!schedule) return 0;
  const latest = latestDue(schedule, now, CATCH_UP_MS);
  if (!latest) return 0;
  // Draws are inserted oldest first, so the latest one drawn means every earlier one was too.
  const drawn = await db
    .selectFrom('lottery_draws')
    .select('numero')
    .where('game_id', '=', game.gameId)
    .where('numero', '=', latest.numero)
    .executeTakeFirst();
  if (drawn) return 0;
  const from = new Date(now.getTime() - CATCH_UP_MS);
  const existing = await db
    .selectFrom('lottery_draws')
    .select('numero')
    .where('game_id', '=', game.gameId)
    .where('draw_at', '>', from.toISOString())
    .execute();
  const have = new Set(existing.map((row) => row.numero));
  const createdAt = now.toISOString();
  const rows = drawsBetween(schedule, from, now)
    .filter((draw) => !have.has(draw.numero))
    .map((draw) => ({
      game_id: game.gameId,
      numero: draw.numero,
      draw_at: draw.drawAt.toISOString(),
      result: JSON.stringify(drawFor(game)),
      created_at: createdAt,
    }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('lottery_draws')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.columns(['game_id', 'numero']).doNothing())
      .execute();
  }
  return rows.length;
}

/** Draws what is due of every scheduled game (the job's pass, and the catch-up on start). */
export async function drawAllDue(db: Db, now: Date): Promise<number> {
  let drawn = 0;
  for (const game of await scheduledGames(db)) drawn += await drawDue(db, game, now);
  return drawn;
}

const drawColumns = ['d.game_id', 'g.display_name', 'd.numero', 'd.draw_at', 'd.result'] as const;

function toDraw(row: {
  game_id: number;
  display_name: string;
  numero: string;
  draw_at: string;
  result: string;
}): LotteryDraw {
  return {
    gameId: String(row.game_id),
    gameName: row.display_name,
    numero: row.numero,
    drawAt: row.draw_at,
    result: v.parse(drawResultSchema, JSON.parse(row.result)),
  };
}

/** One lottery game's draws, newest first, after drawing what is due; 404 for an id of no lottery game. */
export async function lotteryHistory(
  db: Db,
  gameId: number,
  page: { pageNum: number; pageSize: number },
  now: Date,
): Promise<LotteryHistory> {
  const game = await lotteryGameSchedule(db, gameId);
  if (!game) throw notFound();
  await drawDue(db, game, now);
  const where = db.selectFrom('lottery_draws as d').where('d.game_id', '=', gameId);
  const [count, rows] = await Promise.all([
    where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    where
      .innerJoin('games as g', 'g.id', 'd.game_id')
      .select(drawColumns)
      .orderBy('d.draw_at', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page.pageNum, page.pageSize))
      .execute(),
  ]);
  const schedule = game.schedule;
  return {
    ...paged(rows.map(toDraw), page.pageNum, page.pageSize, count.n),
    schedule:
      schedule?.kind === 'daily'
        ? { kind: 'daily', region: game.region ?? 'SOUTH', drawTime: schedule.drawTime }
        : schedule,
    nextDrawAt: schedule ? nextDraw(schedule, now).drawAt.toISOString() : null,
  };
}

/** The draws of every VN game of a region, newest first (one day's sheets together, in menu order). */
export async function vnRegionHistory(
  db: Db,
  region: VnRegion,
  page: { pageNum: number; pageSize: number },
  now: Date,
): Promise<Paged<LotteryDraw>> {
  const games = (await scheduledGames(db)).filter((game) => game.region === region);
  for (const game of games) await drawDue(db, game, now);
  const ids = games.map((game) => game.gameId);
  if (ids.length === 0) return paged([], page.pageNum, page.pageSize, 0);
  const where = db.selectFrom('lottery_draws as d').where('d.game_id', 'in', ids);
  const [count, rows] = await Promise.all([
    where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    where
      .innerJoin('games as g', 'g.id', 'd.game_id')
      .innerJoin('vn_lottery_games as vn', 'vn.game_id', 'd.game_id')
      .select(drawColumns)
      .orderBy('d.draw_at', 'desc')
      .orderBy('vn.sort_order')
      .orderBy('d.game_id')
      .limit(page.pageSize)
      .offset(offsetOf(page.pageNum, page.pageSize))
      .execute(),
  ]);
  return paged(rows.map(toDraw), page.pageNum, page.pageSize, count.n);
}
