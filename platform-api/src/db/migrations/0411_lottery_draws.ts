import type { Kysely } from 'kysely';

/**
 * The draws platform-api runs (issue 30): a lottery game drawn every N minutes says so in
 * `lottery_games.draw_every_minutes` (VN games are drawn daily at their `vn_lottery_games.draw_time`);
 * each draw is one row, its key the game and its number, so two instances can never draw it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lottery_games').addColumn('draw_every_minutes', 'integer').execute();
  await db.schema
    .createTable('lottery_draws')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('numero', 'varchar(16)', (c) => c.notNull())
    .addColumn('draw_at', 'varchar(32)', (c) => c.notNull())
    /** JSON of the contract's `DrawResult`: a VN result sheet by prize tier, or a few digits. */
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_draws_pk', ['game_id', 'numero'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_game_time_idx')
    .on('lottery_draws')
    .columns(['game_id', 'draw_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lottery_draws').execute();
  await db.schema.alterTable('lottery_games').dropColumn('draw_every_minutes').execute();
}
