import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Banks a player may withdraw to, the players' bank cards and their withdrawal orders. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('withdraw_banks')
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('withdraw_banks_pk', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('bank_cards')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('bank_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('card_number', 'varchar(19)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('bank_cards_number_uq', ['member_id', 'card_number'])
    .execute();

  await db.schema
    .createTable('withdraw_orders')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('bank_card_id', 'integer', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdraw_orders_member_idx')
    .on('withdraw_orders')
    .columns(['member_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['withdraw_orders', 'bank_cards', 'withdraw_banks'])
    await db.schema.dropTable(table).execute();
}
