import type { Kysely } from 'kysely';
import { idColumnType, isPostgres } from '../dialect';

/**
 * Issue 32: the live notices SQLite instances read (db/schema/live.ts); PostgreSQL leaves the table empty.
 * Readers remember the last id they read, so ids must never come back: on SQLite `AUTOINCREMENT`, without
 * which a table emptied by the pruning hands out its old ids again and every reader misses what follows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_notices')
    .addColumn('id', idColumnType(db), (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('payload', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_notices').execute();
}
