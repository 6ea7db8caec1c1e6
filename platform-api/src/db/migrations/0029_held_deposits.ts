import type { Kysely } from 'kysely';

/**
 * Player protection: a deposit order whose confirmation would break a deposit limit (or arrives during a
 * time-out or self-exclusion) is held for review instead of credited; one row per held order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('protection_held_deposits')
    .addColumn('order_id', 'integer', (c) =>
      c.primaryKey().references('deposit_orders.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(24)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull())
    .addColumn('held_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('protection_held_deposits').execute();
}
