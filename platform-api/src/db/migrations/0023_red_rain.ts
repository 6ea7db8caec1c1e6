import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Red-envelope rain events per merchant; what members catch is stored as rewards (reference red-rain:<id>). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('red_rain_events')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('min_cents', 'integer', (c) => c.notNull())
    .addColumn('max_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('red_rain_events_merchant_idx')
    .on('red_rain_events')
    .columns(['merchant_code', 'ends_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('red_rain_events').execute();
}
