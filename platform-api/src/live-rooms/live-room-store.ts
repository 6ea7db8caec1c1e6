import type { LiveRoom } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { notFound } from '../http/api-error';

/** A viewer counts while its player has reported within this window (it reports every minute). */
export const VIEWER_WINDOW_MS = 2 * 60_000;

const since = (now: Date) => new Date(now.getTime() - VIEWER_WINDOW_MS).toISOString();

/** The merchant's rooms, live first, then the operator's order, each with its viewers of the last two minutes. */
export async function listLiveRooms(db: Db, merchantCode: string, now: Date): Promise<LiveRoom[]> {
  const rows = await db
    .selectFrom('live_rooms as r')
    .leftJoin('live_room_viewers as v', (join) =>
      join.onRef('v.room_id', '=', 'r.id').on('v.seen_at', '>', since(now)),
    )
    .select([
      'r.id',
      'r.host',
      'r.title',
      'r.stream_url',
      'r.live',
      sql<number>`count(v.member_id)`.as('viewers'),
    ])
    .where('r.merchant_code', '=', merchantCode)
    .groupBy(['r.id', 'r.host', 'r.title', 'r.stream_url', 'r.live', 'r.sort_order'])
    .orderBy('r.live', 'desc')
    .orderBy('r.sort_order')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    host: row.host,
    title: row.title,
    viewers: Number(row.viewers),
    live: row.live === 1,
    streamUrl: row.live === 1 ? row.stream_url : null,
  }));
}

/** Counts the member as watching a live room of its merchant now; an offline room counts no one. */
export async function recordWatch(
  db: Db,
  watch: { merchantCode: string; memberId: number; roomId: number; now: Date },
): Promise<{ viewers: number; live: boolean }> {
  const room = await db
    .selectFrom('live_rooms')
    .select(['id', 'live'])
    .where('id', '=', watch.roomId)
    .where('merchant_code', '=', watch.merchantCode)
    .executeTakeFirst();
  if (!room) throw notFound();
  if (room.live !== 1) return { viewers: 0, live: false };
  const seenAt = watch.now.toISOString();
  await db
    .insertInto('live_room_viewers')
    .values({ room_id: room.id, member_id: watch.memberId, seen_at: seenAt })
    .onConflict((conflict) => conflict.columns(['room_id', 'member_id']).doUpdateSet({ seen_at: seenAt }))
    .execute();
  const { viewers } = await db
    .selectFrom('live_room_viewers')
    .select(sql<number>`count(*)`.as('viewers'))
    .where('room_id', '=', room.id)
    .where('seen_at', '>', since(watch.now))
    .executeTakeFirstOrThrow();
  return { viewers: Number(viewers), live: true };
}
