import { Client } from 'pg';
import { postgresUrlOf } from '../db/database';
import type { Db } from '../db/schema';
import { LIVE_CHANNEL, type LiveNotice, onLocalNotice, parseNotice } from './live-notice';

/** Where an instance hears of changes: `notice` for each one, `gap` when some may have been missed. */
export interface NoticeSink {
  notice(notice: LiveNotice): void;
  gap(): void;
}

export interface NoticeSource {
  stop(): Promise<void>;
}

/** How often SQLite's table is read for notices of other processes (this process's wake it at once). */
export const SQLITE_POLL_MS = 500;
/** Notices older than this are deleted from the table (every instance reads them within a poll). */
export const NOTICE_RETENTION_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60_000;
const RELISTEN_MS = 1_000;

/** PostgreSQL: LISTEN on a connection of its own; SQLite: the `live_notices` table. */
export async function startNoticeSource(db: Db, sink: NoticeSink): Promise<NoticeSource> {
  const url = postgresUrlOf(db);
  return url ? startListening(url, sink) : startTableReader(db, sink);
}

async function startTableReader(db: Db, sink: NoticeSink): Promise<NoticeSource> {
  /** The newest notice read; null until the table first answers (notices before the start are not news). */
  let lastId: number | null = null;
  const newestId = async () => {
    const newest = await db
      .selectFrom('live_notices')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(newest?.id ?? 0);
  };
  // A database away at start must not stop the API from starting (/readyz reports it): read on the polls.
  lastId = await newestId().catch(() => null);
  let reading: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastPrune = 0;

  const readOnce = async () => {
    if (lastId === null) {
      lastId = await newestId();
      return;
    }
    const after = lastId;
    const rows = await db
      .selectFrom('live_notices')
      .select(['id', 'payload'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows) {
      lastId = row.id;
      const notice = parseNotice(row.payload);
      if (notice) sink.notice(notice);
    }
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      const cutoff = new Date(Date.now() - NOTICE_RETENTION_MS).toISOString();
      await db.deleteFrom('live_notices').where('created_at', '<', cutoff).execute();
    }
    if (rows.length === 500) again = true;
  };
  // One read at a time; a wake during a read asks for one more after it.
  const read = () => {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = readOnce()
      .catch(() => {
        // The database busy or away: the next poll reads the same rows (lastId did not move past them).
      })
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          read();
        }
      });
  };
  const timer = setInterval(read, SQLITE_POLL_MS);
  timer.unref();
  const stopWaking = onLocalNotice(read);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopWaking();
      await reading;
    },
  };
}

async function startListening(url: string, sink: NoticeSink): Promise<NoticeSource> {
  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const notice = parseNotice(message.payload);
      if (notice) sink.notice(notice);
    });
    next.on('error', () => relisten(next));
    next.on('end', () => relisten(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end().catch(() => {});
    else client = next;
  };
  // The connection dropped (server restart, fail-over): notices in between are lost, so every page is told
  // to read its state again once listening again.
  const attempt = () => {
    retry = null;
    connect()
      .then(() => sink.gap())
      .catch(() => {
        if (!stopped) retry = setTimeout(attempt, RELISTEN_MS);
      });
  };
  const relisten = (failed: Client) => {
    if (stopped || client !== failed || retry) return;
    client = null;
    failed.end().catch(() => {});
    retry = setTimeout(attempt, RELISTEN_MS);
  };

  // The database away at start: the API starts all the same (/readyz reports it) and listens once it answers.
  await connect().catch(() => {
    if (!stopped) retry = setTimeout(attempt, RELISTEN_MS);
  });
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
