import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Game categories, vendors, games, favourites and the latest-winners board. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_categories')
    .addColumn('code', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game_vendors')
    .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('category', 'varchar(20)', (c) => c.notNull().references('game_categories.code'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_cockfight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('games')
    // Ids are assigned by the deterministic catalogue so icon URLs stay stable across databases.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('vendor_code', 'varchar(40)', (c) => c.notNull().references('game_vendors.code'))
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(60)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('support_play', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('room_id', 'varchar(40)')
    .addColumn('classify', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('games_category_vendor_idx')
    .on('games')
    .columns(['category', 'vendor_code'])
    .execute();

  await db.schema
    .createTable('favourite_games')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_games_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('winners')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('customer_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('win_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('winners').execute();
  await db.schema.dropTable('favourite_games').execute();
  await db.schema.dropTable('games').execute();
  await db.schema.dropTable('game_vendors').execute();
  await db.schema.dropTable('game_categories').execute();
}
