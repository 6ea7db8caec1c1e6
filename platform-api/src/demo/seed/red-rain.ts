import type { Db } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const RAIN_HOUR_UTC = 12;
const RAIN_MINUTES = 10;

/** A ten-minute red-envelope rain every day of the coming week at 12:00 UTC (20:00 in Manila). */
export async function seedRedRain(db: Db, merchantCode: string, now: Date): Promise<void> {
  const any = await db
    .selectFrom('red_rain_events')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RAIN_HOUR_UTC);
  for (let day = 0; day < 7; day += 1) {
    const startsAt = new Date(firstDay + day * DAY_MS);
    await db
      .insertInto('red_rain_events')
      .values({
        merchant_code: merchantCode,
        title: 'Evening red envelope rain',
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + RAIN_MINUTES * 60_000).toISOString(),
        min_cents: 100,
        max_cents: 888,
        created_at: now.toISOString(),
      })
      .execute();
  }
}
