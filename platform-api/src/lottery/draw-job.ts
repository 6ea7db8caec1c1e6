import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { drawAllDue } from './draws-store';

export interface DrawJobOptions {
  db: Db;
  /** How often a pass draws what is due; a draw is made at most this long late (or on read, at once). */
  intervalMs: number;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * The lottery draws job: a pass at once (the catch-up of draws missed while no instance ran), then one per
 * interval. Every instance runs it: the draws' primary key makes a second drawer's insert a no-op.
 * Answers a stop that waits for a running pass.
 */
export function startDrawJob(options: DrawJobOptions): () => Promise<void> {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = drawAllDue(options.db, options.clock())
      .then((drawn) => {
        if (drawn > 0) options.log.info({ drawn }, 'lottery draws made');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'lottery draw pass failed'))
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
