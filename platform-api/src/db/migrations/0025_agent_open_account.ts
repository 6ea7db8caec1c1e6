import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Open account: each agent's quota of direct openings (a row appears on first use, with the default
 * total) and its affiliate links (the code is also an `affiliate_codes` row, so registration accepts it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_quotas')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('agent_affiliate_links')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_type', 'integer', (c) => c.notNull())
    .addColumn('rebate_hundredths', 'integer', (c) => c.notNull())
    .addColumn('registrations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('agent_affiliate_links_code_uq', ['merchant_code', 'code'])
    .execute();
  await db.schema
    .createIndex('agent_affiliate_links_member_idx')
    .on('agent_affiliate_links')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_affiliate_links').execute();
  await db.schema.dropTable('agent_quotas').execute();
}
