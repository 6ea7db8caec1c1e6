import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Issue 32: the live notices SQLite instances read (db/schema/live.ts); PostgreSQL leaves the table empty. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_notices')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('payload', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_notices').execute();
}
