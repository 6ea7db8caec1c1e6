import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/schema';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

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
 * A store for @fastify/rate-limit keeping the counters in the database, so every API instance on it
 * counts the same client together (the plugin's own store counts in each process's memory).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** The plugin passes its options first; a child passes the prefix of its route or group. */
    constructor(_options?: unknown, prefix = 'global:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = Date.now();
      countHit(db, this.prefix + key, timeWindow, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = routeOptions as { groupId?: string; routeInfo?: { method?: string; url?: string } };
      const scope = route.groupId ?? `${route.routeInfo?.method ?? ''}${route.routeInfo?.url ?? ''}`;
      return new DatabaseStore(undefined, `${scope}:`);
    }
  }
  return DatabaseStore;
}
