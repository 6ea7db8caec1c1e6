import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Members (with their agent upline) and login sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('nickname', 'varchar(64)')
    .addColumn('club_label', 'varchar(64)')
    .addColumn('club_type', 'varchar(16)')
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('parent_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .addUniqueConstraint('members_merchant_username_uq', ['merchant_code', 'username'])
    .execute();
  await db.schema.createIndex('members_parent_idx').on('members').column('parent_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('members').execute();
}
