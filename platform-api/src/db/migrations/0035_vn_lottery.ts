import type { Kysely } from 'kysely';

/** The Vietnamese lottery menu (SPEC 7 /lgw/vn/…): each TCG_LOTTO_VN game's draw region and daily draw time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vn_lottery_games')
    .addColumn('game_id', 'integer', (c) => c.primaryKey().references('games.id').onDelete('cascade'))
    .addColumn('region', 'varchar(16)', (c) => c.notNull())
    /** 'HH:MM' in Vietnam (UTC+7, no daylight saving). */
    .addColumn('draw_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vn_lottery_games').execute();
}
