import type { Kysely } from 'kysely';

/** Member profile: payee name, withdrawal password, VIP level and the merchant's VIP level table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('payee_name', 'varchar(64)').execute();
  await db.schema.alterTable('members').addColumn('payment_password_hash', 'text').execute();
  await db.schema
    .alterTable('members')
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('members')
    .addColumn('turnover', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('vip_levels')
    .addColumn('merchant_code', 'varchar(32)', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('min_turnover', 'double precision', (c) => c.notNull())
    .addColumn('daily_withdrawals', 'integer', (c) => c.notNull())
    .addColumn('withdrawal_limit', 'double precision', (c) => c.notNull())
    .addColumn('birthday_bonus', 'double precision', (c) => c.notNull())
    .addColumn('rebate_percent', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('vip_levels_pk', ['merchant_code', 'level'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vip_levels').execute();
  for (const column of ['turnover', 'vip_level', 'payment_password_hash', 'payee_name']) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
}
