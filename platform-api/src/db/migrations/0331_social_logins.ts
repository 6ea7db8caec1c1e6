import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Issue 31: social login over OpenID Connect. `social_links` ties a provider's subject to a member (one
 * member per subject and merchant); `social_flows` keeps each login in progress (state, nonce, PKCE
 * verifier) server-side, keyed by the hash of the browser's flow cookie (docs/decisions/0333).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_links')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('social_links_subject', ['merchant_code', 'provider', 'subject'])
    .addUniqueConstraint('social_links_member_provider', ['member_id', 'provider'])
    .execute();
  await db.schema
    .createTable('social_flows')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('stage', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)')
    .addColumn('claims', 'text')
    .addColumn('member_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('social_flows_expires').on('social_flows').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_flows').execute();
  await db.schema.dropTable('social_links').execute();
}
