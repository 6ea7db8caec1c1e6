import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Live chat lines, feedback and help topics (messages area). The inbox table is 0003's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    /** 'member' (the player) or 'agent' (customer service, written with the operator command). */
    .addColumn('sender', 'varchar(8)', (c) => c.notNull())
    .addColumn('agent_name', 'varchar(40)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    /** When the player's chat page showed an agent's line; null counts as unread. */
    .addColumn('seen_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('chat_member_idx').on('chat_messages').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sender', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_member_idx').on('feedback').columns(['member_id']).execute();

  await db.schema
    .createTable('help_topics')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(4)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('help_topics_merchant_idx')
    .on('help_topics')
    .columns(['merchant_code', 'language', 'sort_order'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('help_topics').execute();
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('chat_messages').execute();
}
