import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Running more than one API instance (shared credential keys and request counters) and safe rollouts
 * (every remote entry a manifest change replaced, for rollback).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential_keys')
    .addColumn('key_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('retire_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('bucket', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_reset_idx').on('rate_limit_hits').column('reset_at').execute();

  await db.schema
    .createTable('merchant_remote_history')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(16)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('replaced_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('restored_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('merchant_remote_history_idx')
    .on('merchant_remote_history')
    .columns(['merchant_code', 'name', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_remote_history').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('credential_keys').execute();
}
