import type { Kysely } from 'kysely';

/** The operator's terms of use and privacy policy, one text per merchant, kind and language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_documents')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_documents_pk', ['merchant_code', 'kind', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_documents').execute();
}
