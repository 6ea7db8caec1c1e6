import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Deposit channels and promotions of each merchant, and the players' deposit orders with receipts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_channels')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('vendor', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('min_cents', 'bigint', (c) => c.notNull())
    .addColumn('max_cents', 'bigint', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(64)')
    .addColumn('account_name', 'varchar(64)')
    .addColumn('account_number', 'varchar(32)')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('deposit_channels_name_uq', ['merchant_code', 'name'])
    .execute();

  await db.schema
    .createTable('deposit_promos')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('max_bonus_cents', 'bigint', (c) => c.notNull())
    .addColumn('min_deposit_cents', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('deposit_promos_title_uq', ['merchant_code', 'title'])
    .execute();

  await db.schema
    .createTable('deposit_orders')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('deposit_channels.id'))
    .addColumn('promo_id', 'integer', (c) => c.references('deposit_promos.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('bonus_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull())
    /** The gateway's transaction id of the confirming callback: a second one is a replay. */
    .addColumn('gateway_tx', 'varchar(64)', (c) => c.unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_orders_member_idx')
    .on('deposit_orders')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('deposit_receipts')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('deposit_orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('mime', 'varchar(16)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deposit_receipts', 'deposit_orders', 'deposit_promos', 'deposit_channels'])
    await db.schema.dropTable(table).execute();
}
