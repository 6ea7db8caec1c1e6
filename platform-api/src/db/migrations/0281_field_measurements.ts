import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Issue 33: the field beacon's measurements. `field_events` keeps each event as sent (pruned after
 * `FIELD_RAW_RETENTION_MS`); `field_minutes` counts them per minute, remote, version and canary arm, with
 * the vitals in histogram buckets (`field-buckets.ts`), added to in the same transaction as the raw rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_events')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('page', 'varchar(48)', (c) => c.notNull())
    .addColumn('owner', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('arm', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'double precision')
    .addColumn('detail', 'varchar(160)')
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('field_events_received').on('field_events').column('received_at').execute();
  await db.schema
    .createTable('field_minutes')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('minute', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('arm', 'varchar(8)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_minutes_pk', [
      'merchant_code',
      'minute',
      'owner',
      'version',
      'arm',
      'kind',
      'bucket',
    ])
    .execute();
  await db.schema.createIndex('field_minutes_minute').on('field_minutes').column('minute').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('field_minutes').execute();
  await db.schema.dropTable('field_events').execute();
}
