import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Point mall (points earned from bets, items, redemptions) and per-vendor game wallets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_points')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('point_entries')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    /** EARN (from a bet) or REDEEM. */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('points_after', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('point_entries_member_idx')
    .on('point_entries')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('mall_items')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('points_cost', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    /** A voucher grants a reward of this amount on redemption (grantReward); 0 for goods. */
    .addColumn('reward_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mall_redemptions')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('mall_items.id').onDelete('cascade'))
    .addColumn('item_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vendor_wallets')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('vendor_wallets_pk', ['member_id', 'vendor_code'])
    .execute();
  /** The vendor side of each transfer; the main side is the member's ledger row with the same reference. */
  await db.schema
    .createTable('vendor_wallet_entries')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vendor_wallet_entries').execute();
  await db.schema.dropTable('vendor_wallets').execute();
  await db.schema.dropTable('mall_redemptions').execute();
  await db.schema.dropTable('mall_items').execute();
  await db.schema.dropTable('point_entries').execute();
  await db.schema.dropTable('member_points').execute();
}
