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

/** Hits one instance counted on its own, to add to their buckets' windows in the database. */
export interface PendingHits {
  bucket: string;
  hits: number;
  /** The end of the window the hits were counted in, for a bucket whose stored window has ended. */
  resetAt: number;
}

/**
 * Adds each bucket's pending hits in one statement (a window that has ended starts again with them) and
 * returns every bucket's count and window end after it. Buckets go in their sorted order, so two
 * instances adding to the same buckets at once lock their rows in the same order.
 */
export async function addHits(
  db: Db,
  pending: readonly PendingHits[],
  now: number,
): Promise<Map<string, { hits: number; resetAt: number }>> {
  const rows = [...pending]
    .sort((x, y) => (x.bucket < y.bucket ? -1 : x.bucket > y.bucket ? 1 : 0))
    .map(({ bucket, hits, resetAt }) => ({ bucket, hits, reset_at: resetAt }));
  if (rows.length === 0) return new Map();
  const stored = await db
    .insertInto('rate_limit_hits')
    .values(rows)
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`case when rate_limit_hits.reset_at <= ${now} then excluded.hits else rate_limit_hits.hits + excluded.hits end`,
        reset_at: sql<number>`case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at else rate_limit_hits.reset_at end`,
      }),
    )
    .returning(['bucket', 'hits', 'reset_at'])
    .execute();
  return new Map(
    stored.map((row) => [row.bucket, { hits: Number(row.hits), resetAt: Number(row.reset_at) }]),
  );
}

export async function deleteEndedRateLimitWindows(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now).execute();
}

/**
 * Counters in the database, every hit written through, so every API instance on it counts the same client
 * together exactly (memory counters count in each process alone). Keys are `scope:address`. One statement
 * per request: `syncedRateCounters` (synced-rate-counter.ts) is the default, this one `RATE_LIMIT_SYNC_MS=0`.
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
