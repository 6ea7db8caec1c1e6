import type { Kysely } from 'kysely';

/** Merchants, their remote registry (the manifest) and their site settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('region_restriction', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status_info', 'text')
    .addColumn('frame_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('merchant_remotes')
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(16)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_remotes_pk', ['merchant_code', 'name'])
    .execute();

  await db.schema
    .createTable('merchant_settings')
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_settings_pk', ['merchant_code', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_settings').execute();
  await db.schema.dropTable('merchant_remotes').execute();
  await db.schema.dropTable('merchants').execute();
}
