import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { RateCounterFactory } from './rate-counter';

/** One fixed window per bucket; returns the hits in the window including this one and its end. */
export async function countHit(
  db: Db,
  bucket: string,
  windowMs: number,
  now: number,
): Promise<{ hits: number; resetAt: number }> {
  const resetAt = now + windowMs;
  // One statement, atomic on both dialects: a new window starts when the old one has ended.
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ bucket, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
        reset_at: sql<number>`case when rate_limit_hits.reset_at <= ${now} then ${resetAt} else rate_limit_hits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
}

export async function deleteEndedRateLimitWindows(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now).execute();
}

/**
 * Counters in the database, so every API instance on it counts the same client together (memory
 * counters count in each process alone). Keys are `scope:address`.
 */
export function databaseRateCounters(db: Db): RateCounterFactory {
  return (scope) => ({
    hit(key, windowMs, now, done) {
      countHit(db, `${scope}:${key}`, windowMs, now).then(
        ({ hits, resetAt }) => done(null, hits, resetAt),
        (error: Error) => done(error, 0, 0),
      );
    },
  });
}
