import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Jackpot pools of the demo vendor per merchant (issue 30) and the pool's own ledger: every change of a
 * pool's amount (a bet's share, a win, the reset to its seed) is one row, written with the pool's update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jackpot_pools')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('seed_cents', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('share_bp', 'integer', (c) => c.notNull())
    .addColumn('win_one_in', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jackpot_pools_merchant_idx')
    .on('jackpot_pools')
    .column('merchant_code')
    .execute();
  await db.schema
    .createTable('jackpot_pool_ledger')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('pool_id', 'integer', (c) => c.notNull().references('jackpot_pools.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('bet_id', 'integer', (c) => c.references('game_bets.id'))
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('delta_cents', 'bigint', (c) => c.notNull())
    .addColumn('amount_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jackpot_pool_ledger_pool_idx')
    .on('jackpot_pool_ledger')
    .columns(['pool_id', 'kind', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jackpot_pool_ledger').execute();
  await db.schema.dropTable('jackpot_pools').execute();
}
