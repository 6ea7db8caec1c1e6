import type { Kysely } from 'kysely';

/**
 * SPEC 7 game list filters minBet and minLine: each game's smallest stake (in cents, like every amount)
 * and its number of pay lines (0 for games without lines: live tables, sports, lottery).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('min_bet_cents', 'integer', (c) => c.notNull().defaultTo(100))
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('lines').execute();
  await db.schema.alterTable('games').dropColumn('min_bet_cents').execute();
}
