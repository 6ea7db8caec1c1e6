import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Live rooms per merchant (SPEC 7 CBS_modelList) and who watched them lately (the viewer counts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_rooms')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('host', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('stream_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_rooms_merchant_idx').on('live_rooms').column('merchant_code').execute();
  await db.schema
    .createTable('live_room_viewers')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('seen_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_room_viewers_pk', ['room_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('live_room_viewers_seen_idx')
    .on('live_room_viewers')
    .columns(['room_id', 'seen_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_room_viewers').execute();
  await db.schema.dropTable('live_rooms').execute();
}
