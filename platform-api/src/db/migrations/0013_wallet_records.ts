import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Betting record and reward centre: lottery bets get their sub-orders (one per pick) with a status each; rewards granted to members by any feature, claimed once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bet_sub_orders')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('bet_id', 'integer', (c) => c.notNull().references('game_bets.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('content', 'varchar(60)', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('payout_cents', 'bigint', (c) => c.notNull())
    /** pending (not drawn yet: cancellable), won, lost, cancelled. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('draw_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bet_sub_orders_bet_idx').on('bet_sub_orders').column('bet_id').execute();

  await db.schema
    .createTable('rewards')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('source', 'varchar(24)', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    /** Names the grant (e.g. 'red-rain:2024-05-01'): the same grant is never made twice. */
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rewards_member_reference_idx')
    .on('rewards')
    .columns(['member_id', 'reference'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rewards').execute();
  await db.schema.dropTable('bet_sub_orders').execute();
}
