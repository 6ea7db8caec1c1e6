import { type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** SQLite's `integer primary key` is the rowid and fills itself; PostgreSQL needs serial. */
export function idColumnType<T>(db: Kysely<T>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}
