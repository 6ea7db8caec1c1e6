import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { afterCommitDialect } from './after-commit';
import { createChangeStamp } from './change-stamp';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect';
import { POSTGRES_TYPES } from './postgres-types';
import type { DB, Db } from './schema';
import { assertSqliteRuntime } from './sqlite-runtime';

export interface DatabaseConfig {
  databaseFile: string;
  databaseUrl: string | null;
}

/** PostgreSQL when a URL is given, else an embedded SQLite file (folder created on demand). */
export function createDb(config: DatabaseConfig): Db {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10, types: POSTGRES_TYPES });
    // An idle connection the server closes (restart, fail-over) must not crash the process: the pool
    // drops it and the next query opens a new one; /readyz reports the database while it is away.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: afterCommitDialect(new PostgresDialect({ pool })) });
    pools.set(db, pool);
    urls.set(db, config.databaseUrl);
    return db;
  }
  assertSqliteRuntime();
  fs.mkdirSync(path.dirname(config.databaseFile), { recursive: true });
  const sqlite = new Database(config.databaseFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // The operator CLI writes to the same file while the server runs: a transaction waits up to 5 s for
  // the other's write lock, taken at its start (ImmediateSqliteDialect).
  sqlite.pragma('busy_timeout = 5000');
  const stamp = createChangeStamp(sqlite);
  const db = new Kysely<DB>({
    dialect: afterCommitDialect(new ImmediateSqliteDialect({ database: sqlite })),
    plugins: [stamp.plugin],
  });
  changeStamps.set(db, stamp.read);
  return db;
}

const changeStamps = new WeakMap<Db, () => string>();

/**
 * A value that changes whenever the data may have changed (SQLite only, synchronous and cheap); null for
 * PostgreSQL, where caches fall back to a short maximum age.
 */
export function changeStampOf(db: Db): (() => string) | null {
  return changeStamps.get(db) ?? null;
}

/** How many connections a database's pool holds; PostgreSQL only (SQLite is one connection in-process). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const pools = new WeakMap<Db, Pool>();
const urls = new WeakMap<Db, string>();

/** The PostgreSQL URL `db` was made from (a LISTEN needs a connection of its own), or null on SQLite. */
export function postgresUrlOf(db: Db): string | null {
  return urls.get(db) ?? null;
}

/** The pool's counts now, or null when `db` has no pool (SQLite). */
export function poolStatsOf(db: Db): PoolStats | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}
