import type { Db } from '../db/schema';
import { MEMORY_COUNTER_MAX_KEYS, type RateCounterFactory } from './rate-counter';
import { addHits, countHit, type PendingHits } from './rate-limit-store';

/** How often an instance adds the hits it counted on its own to the database, unless set. */
export const RATE_LIMIT_SYNC_MS_DEFAULT = 250;
/** Buckets per statement of a sync. */
const SYNC_CHUNK = 500;

interface Window {
  resetAt: number;
  /** The bucket's count in the database when this instance last read it. */
  known: number;
  /** Hits counted here since, not yet added to the database. */
  pending: number;
  /** Hits of a sync still writing: counted until its answer's count (which holds them) replaces `known`. */
  sending: number;
}

/** The window's count as this instance knows it: the last count read, plus what it has not yet seen written. */
const counted = (window: Window): number => window.known + window.sending + window.pending;

export interface SyncedCounterOptions {
  syncMs: number;
  /** The time a sync compares windows' ends with (tests inject one). */
  clock?: () => number;
  /** Runs a sync later; tests run it by hand. */
  schedule?: (run: () => void, ms: number) => void;
  /** A failed sync keeps its hits for the next one; this hears of it. */
  onSyncError?: (error: unknown) => void;
  maxKeys?: number;
}

export interface SyncedRateCounters {
  counters: RateCounterFactory;
  /** Adds every pending hit to the database now (the timer does it every `syncMs`). */
  sync(): Promise<void>;
}

/**
 * Counters in the database that every API instance shares, without a statement per request (decision
 * 0442): a bucket's first hit of a window on an instance is counted in the database at once, so a client
 * that spent its budget on another instance is refused here from its first call; later hits are counted in
 * memory against the last count read and added to the database together every `syncMs`, in one statement
 * for all buckets. A client is thus refused by every instance at most one sync after the instances together
 * counted its limit: on top of the limit, at most the hits the other instances took in one sync interval.
 */
export function syncedRateCounters(db: Db, options: SyncedCounterOptions): SyncedRateCounters {
  const windows = new Map<string, Window>();
  const clock = options.clock ?? Date.now;
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      setTimeout(run, ms).unref();
    });
  const maxKeys = options.maxKeys ?? MEMORY_COUNTER_MAX_KEYS;
  let scheduled = false;
  let running: Promise<void> = Promise.resolve();

  const syncNow = async (): Promise<void> => {
    scheduled = false;
    const now = clock();
    const sent: { window: Window; hits: PendingHits }[] = [];
    for (const [bucket, window] of windows) {
      // Hits of a window that has ended no longer count against anyone.
      if (window.resetAt <= now) windows.delete(bucket);
      else if (window.pending > 0)
        sent.push({ window, hits: { bucket, hits: window.pending, resetAt: window.resetAt } });
    }
    // Moved out of pending before the write: hits counted while it runs go in the next sync, and the ones
    // on their way still count until the write answers with a count that holds them.
    for (const { window, hits } of sent) {
      window.pending -= hits.hits;
      window.sending += hits.hits;
    }
    for (let start = 0; start < sent.length; start += SYNC_CHUNK) {
      const chunk = sent.slice(start, start + SYNC_CHUNK);
      try {
        const stored = await addHits(
          db,
          chunk.map((entry) => entry.hits),
          now,
        );
        for (const { window, hits } of chunk) {
          window.sending -= hits.hits;
          const after = stored.get(hits.bucket);
          if (after === undefined) {
            window.known += hits.hits;
            continue;
          }
          window.known = after.hits;
          window.resetAt = after.resetAt;
        }
      } catch (error) {
        for (const { window, hits } of chunk) {
          window.sending -= hits.hits;
          window.pending += hits.hits;
        }
        options.onSyncError?.(error);
        requestSync();
      }
    }
  };

  const sync = (): Promise<void> => {
    running = running.then(syncNow).catch((error: unknown) => options.onSyncError?.(error));
    return running;
  };

  function requestSync(): void {
    if (scheduled) return;
    scheduled = true;
    schedule(() => {
      void sync();
    }, options.syncMs);
  }

  const counters: RateCounterFactory = (scope) => ({
    hit(key, windowMs, now, done) {
      const bucket = `${scope}:${key}`;
      const window = windows.get(bucket);
      if (window !== undefined && window.resetAt > now) {
        window.pending += 1;
        requestSync();
        done(null, counted(window), window.resetAt);
        return;
      }
      countHit(db, bucket, windowMs, now).then(
        ({ hits, resetAt }) => {
          const current = windows.get(bucket);
          if (current !== undefined && current.resetAt > now) current.known = Math.max(current.known, hits);
          else if (windows.size < maxKeys || current !== undefined)
            windows.set(bucket, { resetAt, known: hits, pending: 0, sending: 0 });
          done(null, hits, resetAt);
        },
        (error: Error) => done(error, 0, 0),
      );
    },
  });

  return { counters, sync };
}
