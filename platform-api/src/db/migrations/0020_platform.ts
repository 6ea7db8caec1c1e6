import type { Kysely } from 'kysely';

/** Running more than one API instance: shared credential keys and shared request counters. */
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('credential_keys').execute();
}
