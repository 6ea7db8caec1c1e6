import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Account security: contacts, invitation codes, captchas, one-time codes, outbox, counters, locks. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_contacts')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)')
    .addColumn('email', 'varchar(254)')
    .addUniqueConstraint('member_contacts_mobile_uq', ['merchant_code', 'mobile'])
    .execute();

  await db.schema
    .createTable('affiliate_codes')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('affiliate_codes_pk', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup_idx')
    .on('verification_codes')
    .columns(['merchant_code', 'recipient', 'purpose'])
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('body', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_recipient_idx').on('outbox_messages').column('recipient').execute();

  await db.schema
    .createTable('account_events')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('subject', 'varchar(320)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_events_lookup_idx')
    .on('account_events')
    .columns(['kind', 'subject', 'created_at'])
    .execute();

  await db.schema
    .createTable('account_locks')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_locks_pk', ['merchant_code', 'username'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'account_locks',
    'account_events',
    'outbox_messages',
    'verification_codes',
    'captchas',
    'affiliate_codes',
    'member_contacts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
