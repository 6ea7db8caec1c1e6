import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterCommit } from '../db/after-commit';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';

/**
 * What changed, by id only (a NOTIFY payload stays far under PostgreSQL's 8,000 bytes): the instance that
 * holds a page's stream reads what the page needs. `m` a member id, `c` a merchant code.
 */
export type LiveNotice =
  | { k: 'balance' | 'unread' | 'chat'; m: number }
  /** `s`: the hash of the session whose page made the change and signs itself out (its own dialog first). */
  | { k: 'logout'; m: number; r: 'session-ended' | 'password-changed' | 'self-excluded'; s?: string }
  | { k: 'unread-all' | 'status' | 'manifest'; c: string };

/** The PostgreSQL channel every instance LISTENs on. */
export const LIVE_CHANNEL = 'live_notices';

type Writer = Pick<Kysely<DB>, 'isTransaction' | 'getExecutor' | 'insertInto'>;

const localWakers = new Set<() => void>();

/** Called (after a commit of this process) when a notice was written: the SQLite source reads at once. */
export function onLocalNotice(wake: () => void): () => void {
  localWakers.add(wake);
  return () => localWakers.delete(wake);
}

/** The notices each open transaction has written: a bet with a payout tells of the balance once (0491). */
const publishedIn = new WeakMap<Writer, Set<string>>();

/** True when `db` is a transaction that already carries this notice (it is delivered once, at commit). */
function alreadyPublished(db: Writer, payload: string): boolean {
  if (!db.isTransaction) return false;
  const published = publishedIn.get(db) ?? new Set<string>();
  publishedIn.set(db, published);
  if (published.has(payload)) return true;
  published.add(payload);
  return false;
}

/**
 * Announces a change to every instance's live streams, in `db`'s transaction when it is one, so a change
 * rolled back announces nothing: PostgreSQL `NOTIFY` (delivered at commit), or on SQLite a row of
 * `live_notices` that every process reads (the operator command runs in another one), with a wake-up for
 * this process's streams after the commit.
 */
export async function publishLive(db: Writer, notice: LiveNotice): Promise<void> {
  const payload = JSON.stringify(notice);
  if (alreadyPublished(db, payload)) return;
  if (isPostgres(db as Kysely<DB>)) {
    await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(db as Kysely<DB>);
    return;
  }
  await db.insertInto('live_notices').values({ payload, created_at: new Date().toISOString() }).execute();
  await afterCommit(db, () => {
    for (const wake of localWakers) wake();
  });
}

/** A notice read back from NOTIFY or the table; null for anything malformed. */
export function parseNotice(payload: string): LiveNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<LiveNotice> & { k?: unknown };
    if (typeof notice !== 'object' || notice === null || typeof notice.k !== 'string') return null;
    if ('m' in notice && Number.isSafeInteger(notice.m)) return notice as LiveNotice;
    if ('c' in notice && typeof notice.c === 'string') return notice as LiveNotice;
    return null;
  } catch {
    return null;
  }
}
