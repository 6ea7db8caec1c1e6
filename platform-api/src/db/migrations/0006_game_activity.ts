import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Recent games per member, lottery metadata of games, and bets placed on the demo vendor pages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recent_games')
    // Ever-growing id orders plays exactly, even two in the same millisecond.
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('played_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recent_games_member_game_idx')
    .on('recent_games')
    .columns(['member_id', 'game_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('lottery_games')
    .addColumn('game_id', 'integer', (c) => c.primaryKey().references('games.id').onDelete('cascade'))
    .addColumn('prize_mode', 'varchar(8)', (c) => c.notNull())
    /** Comma list of play types: trad, ent. */
    .addColumn('play_types', 'varchar(20)', (c) => c.notNull())
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('game_bets')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('play_type', 'varchar(8)')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('payout_cents', 'bigint', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_bets_member_time_idx')
    .on('game_bets')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_bets').execute();
  await db.schema.dropTable('lottery_games').execute();
  await db.schema.dropTable('recent_games').execute();
}
