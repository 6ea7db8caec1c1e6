import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Sports matches per merchant (issue 30: the sports lobby and the common state's hot matches). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sports_matches')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('vendor_code', 'varchar(40)', (c) => c.notNull().references('game_vendors.code'))
    .addColumn('sport', 'varchar(20)', (c) => c.notNull())
    .addColumn('league', 'varchar(60)', (c) => c.notNull())
    .addColumn('home_team', 'varchar(60)', (c) => c.notNull())
    .addColumn('away_team', 'varchar(60)', (c) => c.notNull())
    .addColumn('kick_off', 'varchar(32)', (c) => c.notNull())
    .addColumn('odds_home', 'integer', (c) => c.notNull())
    .addColumn('odds_draw', 'integer')
    .addColumn('odds_away', 'integer', (c) => c.notNull())
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sports_matches_merchant_kick_off_idx')
    .on('sports_matches')
    .columns(['merchant_code', 'kick_off'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sports_matches').execute();
}
