import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Announcements (banners, notices, pop-ups, hot news, agent notices), read marks and the inbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(4)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('group_name', 'varchar(32)')
    .addColumn('url', 'text')
    .addColumn('linkage', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_merchant_type_idx')
    .on('announcements')
    .columns(['merchant_code', 'type'])
    .execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('read_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_reads_pk', ['announcement_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inbox_member_idx')
    .on('inbox_messages')
    .columns(['member_id', 'read'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbox_messages').execute();
  await db.schema.dropTable('announcement_reads').execute();
  await db.schema.dropTable('announcements').execute();
}
