import type { Db } from '../../db/schema';
import { DEMO_STREAM_PATH } from '../demo-live-room-routes';

/** The demo's live rooms: three on air, one waiting for its host; every stream is the demo's test picture. */
const ROOMS = [
  { host: 'Bella', title: 'Baccarat night', live: 1 },
  { host: 'Mika', title: 'Lucky wheel live', live: 1 },
  { host: 'Joy', title: 'Slots: bonus hunt', live: 1 },
  { host: 'Aira', title: 'Sabong talk, back at 20:00', live: 0 },
] as const;

export async function seedLiveRooms(db: Db, merchantCode: string, now: Date): Promise<void> {
  const any = await db
    .selectFrom('live_rooms')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('live_rooms')
    .values(
      ROOMS.map((room, index) => ({
        merchant_code: merchantCode,
        ...room,
        stream_url: DEMO_STREAM_PATH,
        sort_order: index,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}
