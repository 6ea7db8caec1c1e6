import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { minuteOf } from './field-store';

/** Raw events are kept two days: long enough to look into a bad release, short for anything sent. */
export const FIELD_RAW_RETENTION_MS = 48 * 3_600_000;
/** Minute counts are kept five weeks: a release compared with the weeks before it. */
export const FIELD_MINUTES_RETENTION_MS = 35 * 24 * 3_600_000;
/** How often each API instance prunes (deleting what another instance deleted already does nothing). */
export const FIELD_PRUNE_EVERY_MS = 10 * 60_000;

/** Deletes raw events and minute counts past their retention; returns how many of each went. */
export async function pruneFieldRows(db: Db, now: Date = new Date()) {
  const events = await db
    .deleteFrom('field_events')
    .where('received_at', '<', new Date(now.getTime() - FIELD_RAW_RETENTION_MS).toISOString())
    .executeTakeFirst();
  const minutes = await db
    .deleteFrom('field_minutes')
    .where('minute', '<', minuteOf(new Date(now.getTime() - FIELD_MINUTES_RETENTION_MS)))
    .executeTakeFirst();
  return { events: Number(events.numDeletedRows), minutes: Number(minutes.numDeletedRows) };
}

/** Prunes at start and then every `FIELD_PRUNE_EVERY_MS` (the timer keeps no process alive); returns a stop. */
export function scheduleFieldPruning(db: Db, log: FastifyBaseLogger): () => void {
  const run = () => {
    pruneFieldRows(db).catch((error: unknown) => log.warn({ err: error }, 'field rows not pruned'));
  };
  run();
  const timer = setInterval(run, FIELD_PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
